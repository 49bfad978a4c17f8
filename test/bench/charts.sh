#!/usr/bin/env bash
# Draws the benchmark's SVG charts with gnuplot from the CSV files the measuring scripts write
# beside their tables (issue 43). Usage: charts.sh bench DIR | charts.sh estimates DIR
#   bench:     DIR/ratios.csv (label, ratio) -> ratios.svg; DIR/growth-GENERATOR.csv (rows,
#              elapsed ms, index MB; a file per generator, empty where it did not run) ->
#              pk-index-size.svg and pk-insert-time.svg
#   estimates: DIR/qerror-own.csv and DIR/qerror-timestamptz.csv (shape, then the q-error of the
#              timestamptz, ulid, ulid_flake and baseuid columns) -> qerror-own.svg and
#              qerror-timestamptz.svg
# Every chart is one gnuplot run; a failed run fails the script (the callers count it).
set -euo pipefail
mode=${1:?usage: charts.sh bench|estimates DIR}
dir=${2:?usage: charts.sh bench|estimates DIR}
cd "$dir"

# One terminal for every chart; noenhanced keeps the underscores of SQL names as they are.
terminal="set terminal svg size %s dynamic noenhanced font 'sans,12' background rgb 'white'"
draw() {  # output, width,height, gnuplot commands on stdin
    local output=$1 size=$2
    { printf "$terminal\n" "$size"; echo "set output '$output'"; cat; } | gnuplot
}

case $mode in
bench)
    bars=$(wc -l <ratios.csv)
    [ "$bars" -gt 0 ]
    draw ratios.svg 1100,$((120 + 24 * bars)) <<'GNUPLOT'
set datafile separator ','
set label 1 'Median / the baseline median of the same run (below 1: cheaper)' at screen 0.5, screen 0.98 center font 'sans,13'
set tmargin 3
set xlabel 'ratio (log scale)'
set logscale x
set xrange [* < 0.01 : 10 < *]  # the data's own extent where it is wider
set format x '%g'
set yrange [-0.7:*]
set ytics nomirror
set grid xtics
set style fill solid 0.6
set key off
set arrow from 1, graph 0 to 1, graph 1 nohead dashtype 2 linecolor rgb 'gray30'
# Each bar runs from parity (1) to its ratio: on a log axis its length is then how many times
# cheaper or dearer, alike on both sides, where a bar from the axis's end would mean nothing.
plot 'ratios.csv' using 2:0:($2 < 1 ? $2 : 1):($2 < 1 ? 1 : $2):($0 - 0.35):($0 + 0.35):ytic(1) with boxxyerror linecolor rgb '#3b6fb6', \
     '' using ($2 < 1 ? $2 : NaN):0:(sprintf('%.3f', $2)) with labels right offset -0.5, 0 font 'sans,10', \
     '' using ($2 < 1 ? NaN : $2):0:(sprintf('%.3f', $2)) with labels left offset 0.5, 0 font 'sans,10'
GNUPLOT
    curves=()
    for generator in gen_random_uuid gen_ulid gen_monotonic_ulid uuidv7; do
        [ -s "growth-$generator.csv" ] && curves+=("$generator")
    done
    [ "${#curves[@]}" -gt 0 ]
    for chart in "pk-index-size.svg:3:primary key index (MB):Primary key index size" \
                 "pk-insert-time.svg:2:insert time so far (s):Time to insert"; do
        IFS=: read -r output column label what <<<"$chart"
        scale=1
        [ "$column" = 2 ] && scale=1000
        plots=()
        for generator in "${curves[@]}"; do
            plots+=("'growth-$generator.csv' using (\$1 / 1000):(\$$column / $scale) with linespoints title '$generator()'")
        done
        draw "$output" 960,480 <<GNUPLOT
set datafile separator ','
set title '$what against rows inserted: bulk insert, 1,000 rows per transaction (medians of the repetitions)'
set xlabel 'rows inserted (thousands)'
set ylabel '$label'
set grid
set key top left
plot $(IFS=,; echo "${plots[*]}")
GNUPLOT
    done
    ;;
estimates)
    for constants in own timestamptz; do
        [ -s "qerror-$constants.csv" ]
        case $constants in
            own) title="constants of the column's own type" ;;
            *) title='timestamptz constants' ;;
        esac
        draw "qerror-$constants.svg" 960,480 <<GNUPLOT
set datafile separator ','
set title "Planner q-error by shape and state, $title (log scale)"
set xlabel 'shape, in the order of the table in docs/querying-by-time.md'
set ylabel 'max(estimate / actual, actual / estimate)'
set logscale y
set yrange [0.9:*]
set grid ytics
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set boxwidth 0.9
set key top left
plot 'qerror-$constants.csv' using 2:xtic(1) title 'timestamptz', '' using 3 title 'ulid', \
     '' using 4 title 'ulid_flake', '' using 5 title 'baseuid'
GNUPLOT
    done
    ;;
*) echo "usage: charts.sh bench|estimates DIR" >&2; exit 2 ;;
esac
