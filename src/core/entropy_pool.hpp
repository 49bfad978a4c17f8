// A per-process buffer of secure random bytes, so that generating an ID does not cost a call
// to the operating system's random source each time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace idcore {

template <size_t Capacity>
class EntropyPool {
public:
    constexpr EntropyPool() = default;

    // Copies `count` bytes into `out`, refilling with `refill(bytes, size) -> bool` as needed.
    // Bytes buffered by another process (before a fork) are thrown away, never handed out.
    // Returns false when the source fails.
    template <class Refill>
    bool take(uint8_t* out, size_t count, int64_t pid, Refill&& refill) {
        if (pid != owner_pid_) {
            std::memset(bytes_, 0, sizeof bytes_);
            next_ = Capacity;
            owner_pid_ = pid;
        }
        while (count > 0) {
            if (next_ == Capacity) {
                if (!refill(bytes_, Capacity)) return false;
                next_ = 0;
            }
            const size_t chunk = count < Capacity - next_ ? count : Capacity - next_;
            std::memcpy(out, bytes_ + next_, chunk);
            next_ += chunk;
            out += chunk;
            count -= chunk;
        }
        return true;
    }

private:
    uint8_t bytes_[Capacity]{};
    size_t next_ = Capacity;
    int64_t owner_pid_ = 0;
};

}  // namespace idcore
