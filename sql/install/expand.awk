# Joins an install-script part or an update-script source with the templates it names.
# A line "-- @include FILE [TYPE] [NAME=VALUE ...]" is replaced by sql/install/FILE with @TYPE@ set
# to TYPE or, without one, to the including file's type (for an install part, the variable `type`:
# its own type name), and each @NAME@ set to its VALUE (which may be empty). An included file may
# include others in turn (an install part included by an update script). A template without
# @TYPE@ needs no type; a placeholder left unset is an error.
function include(directive, outer_type,    fields, count, file, name, values, i, eq, line, status, key) {
    count = split(directive, fields)
    file = "sql/install/" fields[3]
    name = outer_type
    split("", values)
    for (i = 4; i <= count; i++) {
        if ((eq = index(fields[i], "=")) > 0) values[substr(fields[i], 1, eq - 1)] = substr(fields[i], eq + 1)
        else name = fields[i]
    }
    if ((status = (getline line < file)) < 0) { print "missing " file > "/dev/stderr"; exit 1 }
    for (; status > 0; status = (getline line < file)) {
        if (is_include(line)) { include(line, name); continue }
        if (line ~ /@TYPE@/ && name == "") { print "no type for " file > "/dev/stderr"; exit 1 }
        gsub(/@TYPE@/, name, line)
        for (key in values) gsub("@" key "@", values[key], line)
        if (line ~ /@[A-Z_]+@/) { print "unset placeholder in " file ": " line > "/dev/stderr"; exit 1 }
        print line
    }
    close(file)
}
function is_include(line,    fields) { return split(line, fields) >= 3 && fields[1] == "--" && fields[2] == "@include" }
is_include($0) { include($0, type); next }
{ print }
