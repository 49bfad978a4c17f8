#!/usr/bin/perl
# binary_copy.pl DIR SIZE PREFIX: writes binary COPY files of a one-column table whose values are
# SIZE bytes: PREFIX-valid.bin (10 good rows) and one file per way of breaking row 5 (rows 1-4
# good), so that a load which stops at the bad row would leave rows behind if it were partial.
use strict;
use warnings;

my ($dir, $size, $prefix) = @ARGV;
my $header = "PGCOPY\n\377\r\n\0" . pack('N', 0) . pack('N', 0);
my $trailer = pack('n', 0xFFFF);
srand(6);

# A value whose first byte has the top bit clear, so it is valid for every type (ulid_flake is a
# non-negative int8).
sub value { my $n = shift; return join('', map { chr($_ == 0 ? int(rand(128)) : int(rand(256))) } 0 .. $n - 1) }
sub row { my $v = shift; return pack('n', 1) . pack('N', length $v) . $v }

my $good = join('', map { row(value($size)) } 1 .. 4);
my %cases = (
    'valid'             => $good . row(value($size)) . join('', map { row(value($size)) } 6 .. 10) . $trailer,
    'short-value'       => $good . row(value($size - 1)) . $trailer,
    'long-value'        => $good . row(value($size + 1)) . $trailer,
    'empty-value'       => $good . row('') . $trailer,
    'cut-in-value'      => $good . substr(row(value($size)), 0, 6 + int($size / 2)),
    'cut-in-length'     => $good . pack('n', 1) . substr(pack('N', $size), 0, 2),
    'cut-after-count'   => $good . pack('n', 1),
    'huge-length'       => $good . pack('n', 1) . pack('N', 0x3FFFFFFF) . value($size) . $trailer,
    'long-length'       => $good . pack('n', 1) . pack('N', 1 << 20) . value($size) . $trailer,
    'negative-length'   => $good . pack('n', 1) . pack('N', 0xFFFFFFFE) . value($size) . $trailer,
    'two-fields'        => $good . pack('n', 2) . pack('N', $size) . value($size) . pack('N', $size) . value($size) . $trailer,
    'garbage-after-end' => $good . $trailer . "junk",
);
for my $case (sort keys %cases) {
    open(my $fh, '>:raw', "$dir/$prefix-$case.bin") or die "$dir/$prefix-$case.bin: $!";
    print $fh $header . $cases{$case};
    close $fh;
}
print join("\n", sort keys %cases), "\n";
