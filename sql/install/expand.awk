# Joins an install-script part or an update-script source with the templates it names.
# A line "-- @include FILE [TYPE] [NAME=VALUE ...]" is replaced by sql/install/FILE with @TYPE@ set
# to TYPE or, without one, to the including file's type: the variable `type` (an install part's
# own type name) at the top, or for an install part (FILE ending in .sql) included without a type
# from an update source, the part's name. Each @NAME@ is set to its VALUE (which may be empty).
# Included files may include others (an update source includes a whole install part). A template
# without @TYPE@ needs no type; a placeholder left unset is an error.

# Prints `file` with @TYPE@ = name and the given values, expanding its own includes.
function include(file, name, values,    status, line, i, eq, fields, count, nested, nested_values, base, key) {
    if ((status = (getline line < file)) < 0) { print "missing " file > "/dev/stderr"; exit 1 }
    for (; status > 0; status = (getline line < file)) {
        count = split(line, fields, /[ \t]+/)
        if (fields[1] == "--" && fields[2] == "@include") {
            nested = name
            split("", nested_values)
            for (i = 4; i <= count; i++) {
                if ((eq = index(fields[i], "=")) > 0) nested_values[substr(fields[i], 1, eq - 1)] = substr(fields[i], eq + 1)
                else if (fields[i] != "") nested = fields[i]
            }
            include(sql_dir fields[3], nested, nested_values)
            continue
        }
        if (line ~ /@TYPE@/ && name == "") { print "no type for " file > "/dev/stderr"; exit 1 }
        gsub(/@TYPE@/, name, line)
        for (key in values) gsub("@" key "@", values[key], line)
        if (line ~ /@[A-Z_]+@/) { print "unset placeholder in " file ": " line > "/dev/stderr"; exit 1 }
        print line
    }
    close(file)
}

BEGIN { sql_dir = "sql/install/" }

$1 == "--" && $2 == "@include" {
    name = type
    if (name == "" && $3 ~ /\.sql$/) { name = $3; sub(/\.sql$/, "", name) }
    split("", top_values)
    for (i = 4; i <= NF; i++) {
        if ((eq = index($i, "=")) > 0) top_values[substr($i, 1, eq - 1)] = substr($i, eq + 1)
        else name = $i
    }
    include(sql_dir $3, name, top_values)
    next
}
{ print }
