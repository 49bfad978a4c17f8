# Joins an install-script part or an update-script source with the templates it names.
# A line "-- @include FILE [TYPE] [NAME=VALUE ...]" is replaced by sql/install/FILE with @TYPE@ set
# to TYPE or, without one, to the variable `type` (an install part's own type name), and each
# @NAME@ set to its VALUE (which may be empty). A template without @TYPE@ needs no type; a
# placeholder left unset is an error.
$1 == "--" && $2 == "@include" {
    file = "sql/install/" $3
    name = type
    split("", values)
    for (i = 4; i <= NF; i++) {
        if ((eq = index($i, "=")) > 0) values[substr($i, 1, eq - 1)] = substr($i, eq + 1)
        else name = $i
    }
    if ((status = (getline line < file)) < 0) { print "missing " file > "/dev/stderr"; exit 1 }
    for (; status > 0; status = (getline line < file)) {
        if (line ~ /@TYPE@/ && name == "") { print "no type for " file > "/dev/stderr"; exit 1 }
        gsub(/@TYPE@/, name, line)
        for (key in values) gsub("@" key "@", values[key], line)
        if (line ~ /@[A-Z_]+@/) { print "unset placeholder in " file ": " line > "/dev/stderr"; exit 1 }
        print line
    }
    close(file)
    next
}
{ print }
