#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C calls whose names the types of this module reuse for their own methods (`read`, `send`,
// `signal`), as free functions, and the constants that differ between the C libraries.

func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

func systemSend(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    // Darwin has no MSG_NOSIGNAL: the socket is opened with SO_NOSIGPIPE instead.
    send(socket, bytes, count, 0)
    #else
    // Writing to a socket the peer has closed must fail with EPIPE, not kill the test process.
    send(socket, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}

/// A TCP socket (close-on-exec, and on Darwin without SIGPIPE), or -1.
func systemStreamSocket() -> Int32 {
    #if canImport(Darwin)
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    if descriptor >= 0 {
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    }
    #elseif canImport(Glibc)
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    return descriptor
}

/// `POSIX_SPAWN_SETSID`: the child starts a session of its own, so the first terminal it opens
/// becomes its controlling terminal. glibc and musl do not export the constant to Swift.
#if canImport(Darwin)
let spawnSetSessionFlag: Int32 = 0x0400  // <spawn.h> on macOS 10.15 and later
#else
let spawnSetSessionFlag: Int32 = 0x80  // <spawn.h> of glibc and musl
#endif

/// Milliseconds from now to `deadline` for poll(2), rounded up; `nil` once it has passed.
func pollMilliseconds(until deadline: ContinuousClock.Instant) -> Int32? {
    let remaining = ContinuousClock.now.duration(to: deadline)
    guard remaining > .zero else { return nil }
    let (seconds, attoseconds) = remaining.components
    return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
}

/// Waits (poll(2), no sleeping) until one of `descriptors` is readable or closed, or `deadline`
/// passes. Returns the `revents` of each, or `nil` at the deadline. Negative descriptors are skipped.
func pollReadable(_ descriptors: [Int32], until deadline: ContinuousClock.Instant) -> [Int16]? {
    while let milliseconds = pollMilliseconds(until: deadline) {
        var watched = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        if poll(&watched, nfds_t(watched.count), milliseconds) > 0 { return watched.map(\.revents) }
    }
    return nil
}

/// Reads what one read(2) gives and appends it (up to `limit` bytes kept); false at end of file or
/// on an error.
func readOnce(_ descriptor: Int32, into buffer: inout [UInt8], limit: Int = 32_000_000) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    // Cap what is kept: a runaway program must not exhaust the test's memory.
    if buffer.count < limit { buffer += chunk[0..<count] }
    return true
}
