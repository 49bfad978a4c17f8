#include "dsm_rendezvous.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "pg_includes.hpp"
#include "runtime.hpp"

extern "C" {
#include "storage/dsm.h"
#include "storage/fd.h"
#include "storage/lwlock.h"
}

namespace idpg {

namespace {

constexpr char kMagic[8] = {'u', 'l', 'i', 'd', 'd', 's', 'm', '1'};
constexpr size_t kNonceSize = 16;

// The whole content of the file. Written and read by one server run only: native byte order.
struct Rendezvous {
    char magic[sizeof kMagic];
    dsm_handle handle;
    uint8 nonce[kNonceSize];
};

// The start of the segment; the struct follows at kStructOffset.
struct SegmentHeader {
    char magic[sizeof kMagic];
    uint8 nonce[kNonceSize];
    char name[NAMEDATALEN];
    uint64 size;
};

constexpr size_t kStructOffset = CACHELINEALIGN(sizeof(SegmentHeader));

constexpr const char* kFileDetail = "ulid finds its server-wide shared memory through this file.";

// The file's content, or false when there is none of ours: no file, or one that is truncated,
// garbled or unreadable (said in the server log), all of which the caller replaces. No file is the
// usual case after a start from a base backup, whose pg_dynshmem is copied empty.
bool read_rendezvous(const char* path, Rendezvous& rendezvous) {
    const int fd = OpenTransientFile(path, O_RDONLY | PG_BINARY);
    if (fd < 0) {
        if (errno != ENOENT)
            ereport(LOG, (errcode_for_file_access(), errmsg("could not open file \"%s\": %m", path),
                          errdetail("A new shared memory segment replaces the one it named.")));
        return false;
    }
    char bytes[sizeof(Rendezvous) + 1];  // one byte more, to notice a longer file
    const ssize_t count = read(fd, bytes, sizeof bytes);
    const int read_errno = errno;
    CloseTransientFile(fd);
    if (count < 0) {
        errno = read_errno;
        ereport(LOG, (errcode_for_file_access(), errmsg("could not read file \"%s\": %m", path),
                      errdetail("A new shared memory segment replaces the one it named.")));
        return false;
    }
    if (count != static_cast<ssize_t>(sizeof(Rendezvous))) return false;
    std::memcpy(&rendezvous, bytes, sizeof rendezvous);
    return std::memcmp(rendezvous.magic, kMagic, sizeof kMagic) == 0;
}

// Replaces the file in one step (a new file renamed over it), so that no reader sees half of it. It
// is not made durable: after an operating system crash the server starts afresh and the handle it
// names is stale anyway, which attaching notices.
void write_rendezvous(const char* path, const Rendezvous& rendezvous) {
    const char* temporary = psprintf("%s.tmp", path);
    const int fd = OpenTransientFile(temporary, O_WRONLY | O_CREAT | O_TRUNC | PG_BINARY);
    if (fd < 0)
        ereport(ERROR, (errcode_for_file_access(), errmsg("could not create file \"%s\": %m", temporary),
                        errdetail("%s", kFileDetail)));
    errno = 0;
    if (write(fd, &rendezvous, sizeof rendezvous) != static_cast<ssize_t>(sizeof rendezvous)) {
        const int write_errno = errno != 0 ? errno : ENOSPC;  // a short write sets no errno: no space
        CloseTransientFile(fd);
        errno = write_errno;
        ereport(ERROR, (errcode_for_file_access(), errmsg("could not write file \"%s\": %m", temporary),
                        errdetail("%s", kFileDetail)));
    }
    if (CloseTransientFile(fd) != 0)
        ereport(ERROR, (errcode_for_file_access(), errmsg("could not close file \"%s\": %m", temporary),
                        errdetail("%s", kFileDetail)));
    if (rename(temporary, path) != 0)
        ereport(ERROR, (errcode_for_file_access(),
                        errmsg("could not rename file \"%s\" to \"%s\": %m", temporary, path),
                        errdetail("%s", kFileDetail)));
}

// Whether `segment` is the one `rendezvous` names: any live segment of this server may carry the
// handle (handles are reused once a segment is gone), so the header must carry the file's nonce.
bool carries_nonce(dsm_segment* segment, const Rendezvous& rendezvous) {
    if (dsm_segment_map_length(segment) < sizeof(SegmentHeader)) return false;
    SegmentHeader header;
    std::memcpy(&header, dsm_segment_address(segment), sizeof header);
    return std::memcmp(header.magic, kMagic, sizeof kMagic) == 0 &&
           std::memcmp(header.nonce, rendezvous.nonce, kNonceSize) == 0;
}

// The struct in the segment the file names, mapped for the rest of this process's life, or nullptr
// when that segment is not live in this server: dsm_attach finds only segments that this server's
// current control segment lists, and a restart, a crash restart or another server (whose data
// directory the file was copied from) has none of the handle, or a foreign one that reused it.
void* attach_named_segment(const PinnedStruct& wanted, const Rendezvous& rendezvous) {
    // Mapped already by this process (a fork inherits the mappings): attaching again is an error.
    dsm_segment* segment = dsm_find_mapping(rendezvous.handle);
    const bool attached_now = segment == nullptr;
    if (attached_now) segment = dsm_attach(rendezvous.handle);
    if (segment == nullptr) {
        elog(DEBUG1, "ulid: shared memory segment %u named by \"%s\" is gone", rendezvous.handle, wanted.file);
        return nullptr;
    }
    if (!carries_nonce(segment, rendezvous)) {
        elog(DEBUG1, "ulid: shared memory segment %u is not the one \"%s\" names", rendezvous.handle, wanted.file);
        if (attached_now) dsm_detach(segment);  // someone else's; one found mapped stays theirs
        return nullptr;
    }
    auto* header = static_cast<SegmentHeader*>(dsm_segment_address(segment));
    if (std::strncmp(header->name, wanted.name, sizeof header->name) != 0 || header->size != wanted.size ||
        dsm_segment_map_length(segment) < kStructOffset + wanted.size)
        ereport(ERROR, (errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
                        errmsg("shared memory segment %u holds \"%.*s\" of %llu bytes, not \"%s\" of %zu bytes",
                               rendezvous.handle, static_cast<int>(strnlen(header->name, sizeof header->name)),
                               header->name, static_cast<unsigned long long>(header->size), wanted.name, wanted.size),
                        errdetail("Another version of the ulid library created it in this server."),
                        errhint("Restart the server to use the installed version of ulid.")));
    if (attached_now) dsm_pin_mapping(segment);
    return static_cast<char*>(dsm_segment_address(segment)) + kStructOffset;
}

// A new segment holding the initialised struct, pinned (it outlives every backend until the server
// stops or reinitialises shared memory) and named by the file, or nullptr when the server has no
// free segment slot. The file is written before the pinning: an error up to there (no randomness,
// no file written) leaves the segment to the transaction's resource owner, which removes it, and
// the file names at worst a segment that is gone, which the next call replaces. Interrupts are held
// off by the caller's lock, so a cancel comes after the pinning.
void* create_named_segment(const PinnedStruct& wanted, bool publish) {
    Assert(strlen(wanted.name) < NAMEDATALEN);
    dsm_segment* segment = dsm_create(kStructOffset + wanted.size, DSM_CREATE_NULL_IF_MAXSEGMENTS);
    if (segment == nullptr) return nullptr;
    char* memory = static_cast<char*>(dsm_segment_address(segment));
    std::memset(memory, 0, kStructOffset + wanted.size);
    auto* header = reinterpret_cast<SegmentHeader*>(memory);
    std::memcpy(header->magic, kMagic, sizeof kMagic);
    strlcpy(header->name, wanted.name, sizeof header->name);
    header->size = wanted.size;
    SecureEntropy{}.fill(header->nonce, kNonceSize);
    wanted.initialize(memory + kStructOffset);
    if (publish) {
        Rendezvous rendezvous;
        std::memset(&rendezvous, 0, sizeof rendezvous);
        std::memcpy(rendezvous.magic, kMagic, sizeof kMagic);
        rendezvous.handle = dsm_segment_handle(segment);
        std::memcpy(rendezvous.nonce, header->nonce, kNonceSize);
        write_rendezvous(wanted.file, rendezvous);
        dsm_pin_segment(segment);
        elog(DEBUG1, "ulid: created shared memory segment %u for \"%s\", named by \"%s\"", rendezvous.handle,
             wanted.name, wanted.file);
    }
    dsm_pin_mapping(segment);
    return memory + kStructOffset;
}

}  // namespace

// Under AddinShmemInitLock (a fixed lock of the main segment, needing none of its spare room), so
// that reading the file, attaching and creating are one step among backends: two backends asking at
// once make one segment. Every backend of the server runs as one operating system user, the only
// one that can write under the data directory.
void* attach_pinned_struct(const PinnedStruct& wanted) {
    // A stand-alone backend (single-user mode) is the server's only process: no other finds it.
    if (!IsUnderPostmaster) return create_named_segment(wanted, false);
    LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
    Rendezvous rendezvous;
    void* memory = nullptr;
    if (read_rendezvous(wanted.file, rendezvous)) memory = attach_named_segment(wanted, rendezvous);
    if (memory == nullptr) memory = create_named_segment(wanted, true);
    LWLockRelease(AddinShmemInitLock);
    return memory;
}

}  // namespace idpg
