// A small struct shared by every backend of the server without shared_preload_libraries, on servers
// without the named DSM registry (15, 16): it lives in a dynamic shared memory segment pinned until
// the server stops or reinitialises its shared memory, and backends find the segment through a file
// under pg_dynshmem that names its handle and a random nonce. A lock storm cannot take it: dynamic
// shared memory does not come from the main segment's spare room. The file is the only way to the
// segment, so a name without memory in the main segment's shared memory index records that the
// segment was made since the shared memory was initialised: then a file that leads nowhere (removed,
// emptied, truncated, garbled) is an error, never a second segment.
#pragma once

#include <cstddef>

namespace idpg {

// What is shared and where its segment is named.
struct PinnedStruct {
    const char* file;  // under the data directory, e.g. "pg_dynshmem/NAME" (not copied by base backups)
    const char* name;  // written in the segment's header; at most NAMEDATALEN - 1 bytes
    size_t size;
    void (*initialize)(void* memory);  // runs once, in the backend that creates the segment
};

// The struct of this server, mapped for the rest of this process's life: the segment the file names
// if it is live in this server and its header carries the file's nonce, else, when no segment was
// made since the server initialised its shared memory, a new segment (its struct initialised) that
// the file then names, created by exactly one backend at a time. Raises an error when a segment was
// made but the file does not lead to it, when the file cannot be written or when the segment holds
// another struct (a library of another version); returns nullptr only when the server has no free
// dynamic shared memory segment slot.
void* attach_pinned_struct(const PinnedStruct& wanted);

}  // namespace idpg
