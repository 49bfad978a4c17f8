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
#include "storage/shmem.h"
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

// Why the file led to no live segment, for the error or the log line that says so.
struct Finding {
    int file_errno;        // of a failed open or read; 0 when the content is wrong
    const char* sentence;  // for the detail, naming the file
    bool log_when_replaced;  // worth a line in the server log when a new segment replaces the file
};

// Sets the SQLSTATE of an error about a finding, inside an ereport that starts with errno set to
// finding.file_errno (errcode_for_file_access reads the errno that ereport saved at its start).
int finding_errcode(const Finding& finding) {
    return finding.file_errno == 0 ? errcode(ERRCODE_DATA_CORRUPTED) : errcode_for_file_access();
}

// The file's content, or false with `finding` saying why there is none of ours: no file (the usual
// case after a start from a base backup, whose pg_dynshmem is copied empty), or one that cannot be
// read, has another length or another magic number.
bool read_rendezvous(const char* path, Rendezvous& rendezvous, Finding& finding) {
    const int fd = OpenTransientFile(path, O_RDONLY | PG_BINARY);
    if (fd < 0) {
        const int open_errno = errno;
        finding = {open_errno, psprintf("Could not open file \"%s\": %s.", path, strerror(open_errno)), open_errno != ENOENT};
        return false;
    }
    char bytes[sizeof(Rendezvous) + 1];  // one byte more, to notice a longer file
    const ssize_t count = read(fd, bytes, sizeof bytes);
    const int read_errno = errno;
    CloseTransientFile(fd);
    if (count < 0) {
        finding = {read_errno, psprintf("Could not read file \"%s\": %s.", path, strerror(read_errno)), true};
        return false;
    }
    if (count != static_cast<ssize_t>(sizeof(Rendezvous))) {
        finding = {0,
                   count < static_cast<ssize_t>(sizeof(Rendezvous))
                       ? psprintf("File \"%s\" holds %zd bytes, not %zu.", path, count, sizeof(Rendezvous))
                       : psprintf("File \"%s\" holds more than %zu bytes.", path, sizeof(Rendezvous)),
                   true};
        return false;
    }
    std::memcpy(&rendezvous, bytes, sizeof rendezvous);
    if (std::memcmp(rendezvous.magic, kMagic, sizeof kMagic) != 0) {
        finding = {0, psprintf("File \"%s\" does not start with \"%.*s\".", path, static_cast<int>(sizeof kMagic), kMagic),
                   true};
        return false;
    }
    return true;
}

// The file's next content, written beside it under a temporary name that is returned, so that
// renaming it over the file replaces the file in one step and no reader sees half of it. It is not
// made durable: after an operating system crash the server starts afresh and the handle it names is
// stale anyway, which attaching notices.
const char* write_temporary(const char* path, const Rendezvous& rendezvous) {
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
    return temporary;
}

// Whether `wanted` gets its first segment since the server last initialised its shared memory (at
// start, and again after a backend crash), as far as the file's readers can tell: it is recorded by
// registering a name in the main segment's shared memory index, which that initialisation empties,
// and the name is taken right before the file names the segment. The entry holds no memory (its
// size is 0): it takes none of the main segment's spare room, which a lock storm may have used up,
// only one of the index's entries, of which PostgreSQL allocates SHMEM_INDEX_SIZE at start (a server
// that used them all needs room for more, and then fails here with SQLSTATE 53200).
bool first_segment_of_shared_memory(const PinnedStruct& wanted) {
    char key[SHMEM_INDEX_KEYSIZE];
    const int length = snprintf(key, sizeof key, "%s segment", wanted.name);
    Assert(length > 0 && length < static_cast<int>(sizeof key));
    (void)length;
#ifdef USE_ASSERT_CHECKING
    // With not one byte left, the entry's address is the end of the segment, which ShmemInitStruct
    // asserts against (a build without assertions takes it as it is: nothing is ever read there).
    if (!ShmemAddrIsValid(ShmemAllocNoError(0)))
        ereport(ERROR, (errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of shared memory"),
                        errdetail("An assert-enabled server cannot register \"%s\" in a full main segment.", key)));
#endif
    bool found;
    ShmemInitStruct(key, 0, &found);
    return !found;
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
// (with `finding` saying why) when that segment is not live in this server: dsm_attach finds only
// segments that this server's current control segment lists, and a restart, a crash restart or
// another server (whose data directory the file was copied from) has none of the handle, or a
// foreign one that reused it.
void* attach_named_segment(const PinnedStruct& wanted, const Rendezvous& rendezvous, Finding& finding) {
    // Mapped already by this process (a fork inherits the mappings): attaching again is an error.
    dsm_segment* segment = dsm_find_mapping(rendezvous.handle);
    const bool attached_now = segment == nullptr;
    if (attached_now) segment = dsm_attach(rendezvous.handle);
    if (segment == nullptr) {
        elog(DEBUG1, "ulid: shared memory segment %u named by \"%s\" is gone", rendezvous.handle, wanted.file);
        finding = {0, psprintf("File \"%s\" names segment %u, which does not exist.", wanted.file, rendezvous.handle), false};
        return nullptr;
    }
    if (!carries_nonce(segment, rendezvous)) {
        elog(DEBUG1, "ulid: shared memory segment %u is not the one \"%s\" names", rendezvous.handle, wanted.file);
        if (attached_now) dsm_detach(segment);  // someone else's; one found mapped stays theirs
        finding = {0,
                   psprintf("File \"%s\" names segment %u, whose header does not carry the file's nonce.", wanted.file,
                            rendezvous.handle),
                   false};
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

// Makes `segment` the one the file names, when it is the first since the server initialised its
// shared memory; otherwise the segment that was first still lives (it is pinned) and serves the
// sessions attached to it, but the file, for the reason `finding` gives, no longer leads there:
// a second segment would let the generators repeat values, so this fails, naming the damage.
// Interrupts are held off by the caller's lock, so a cancel comes after the pinning.
void publish(const PinnedStruct& wanted, dsm_segment* segment, const SegmentHeader& header, const Finding& finding) {
    Rendezvous rendezvous;
    std::memset(&rendezvous, 0, sizeof rendezvous);
    std::memcpy(rendezvous.magic, kMagic, sizeof kMagic);
    rendezvous.handle = dsm_segment_handle(segment);
    std::memcpy(rendezvous.nonce, header.nonce, kNonceSize);
    const char* temporary = write_temporary(wanted.file, rendezvous);
    if (!first_segment_of_shared_memory(wanted)) {
        unlink(temporary);
        errno = finding.file_errno;
        ereport(ERROR, (finding_errcode(finding), errmsg("could not find the shared memory segment of \"%s\"", wanted.name),
                        errdetail("%s This server created that segment since it last initialised its shared memory, and a "
                                  "second one would let the server-wide generators repeat values.",
                                  finding.sentence),
                        errhint("The sessions that use the segment go on generating. Restart the server to create a "
                                "new segment and file.")));
    }
    // From here no error may come before the pinning: the name is taken for this segment. (rename
    // fails only for an input/output error, pg_dynshmem being writable: then every later call
    // fails until a restart.)
    if (rename(temporary, wanted.file) != 0)
        ereport(ERROR, (errcode_for_file_access(),
                        errmsg("could not rename file \"%s\" to \"%s\": %m", temporary, wanted.file),
                        errdetail("%s", kFileDetail), errhint("Restart the server once the file can be written.")));
    dsm_pin_segment(segment);
    elog(DEBUG1, "ulid: created shared memory segment %u for \"%s\", named by \"%s\"", rendezvous.handle, wanted.name,
         wanted.file);
    errno = finding.file_errno;
    if (finding.log_when_replaced)
        ereport(LOG, (finding_errcode(finding), errmsg("replaced file \"%s\"", wanted.file),
                      errdetail("%s No segment of \"%s\" had been created since the server initialised its shared "
                                "memory: a new one was, and the file names it.",
                                finding.sentence, wanted.name)));
}

// A new segment holding the initialised struct, mapped for the rest of this process's life, or
// nullptr when the server has no free segment slot. Published when `replaced` says why the file
// led to no live segment: then the segment is pinned (it outlives every backend until the server
// stops or reinitialises shared memory) and named by the file. An error before the pinning leaves
// the segment to the transaction's resource owner, which removes it.
void* create_named_segment(const PinnedStruct& wanted, const Finding* replaced) {
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
    if (replaced != nullptr) publish(wanted, segment, *header, *replaced);
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
    if (!IsUnderPostmaster) return create_named_segment(wanted, nullptr);
    LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
    Rendezvous rendezvous;
    Finding finding;
    void* memory = nullptr;
    if (read_rendezvous(wanted.file, rendezvous, finding)) memory = attach_named_segment(wanted, rendezvous, finding);
    if (memory == nullptr) memory = create_named_segment(wanted, &finding);
    LWLockRelease(AddinShmemInitLock);
    return memory;
}

}  // namespace idpg
