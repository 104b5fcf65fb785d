#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A port on 127.0.0.1 that refuses every connection for as long as this value lives: a socket
/// bound to it that never listens. Holding the port is the point: a port merely closed again may
/// be handed to a server that a test running in parallel starts, and then a connection meant to
/// be refused is accepted. The socket has no `SO_REUSEADDR`, so no other socket can bind the port.
public final class RefusingLoopbackPort: Sendable {
    private let descriptor: Int32
    /// The port, in host byte order.
    public let port: Int

    /// Binds a free port on 127.0.0.1 (one the kernel picks) without listening on it.
    public init() throws(ProcessFailure) {
        let descriptor = systemStreamSocket()
        guard descriptor >= 0 else { throw ProcessFailure(description: "socket failed (errno \(errno))") }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(descriptor)
            throw ProcessFailure(description: "cannot bind a loopback port (errno \(code))")
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(descriptor)
    }
}
