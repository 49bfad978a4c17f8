# Joins an install-script part or an update-script source with the templates it names.
# A line "-- @include FILE [TYPE]" is replaced by sql/install/FILE with @TYPE@ set to TYPE, or,
# without one, to the variable `type` (an install part's own type name); a template without
# @TYPE@ needs neither.
$1 == "--" && $2 == "@include" {
    file = "sql/install/" $3
    name = NF >= 4 ? $4 : type
    if ((status = (getline line < file)) < 0) { print "missing " file > "/dev/stderr"; exit 1 }
    for (; status > 0; status = (getline line < file)) {
        if (line ~ /@TYPE@/ && name == "") { print "no type for " file > "/dev/stderr"; exit 1 }
        gsub(/@TYPE@/, name, line); print line
    }
    close(file)
    next
}
{ print }
