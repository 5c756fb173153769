import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-shot HTTP server on 127.0.0.1 for the URL session tests: it listens
/// on a port the system picks, answers one connection with a fixed body, and
/// closes. Every socket wait is bounded (two seconds), so a test that goes
/// wrong fails instead of hanging.
final class LoopbackHTTPServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let body: String
    private let done = DispatchSemaphore(value: 0)
    /// The request line the server read ("GET /path HTTP/1.1").
    private(set) var requestLine = ""

    init(body: String) throws {
        self.body = body
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0, named == 0, listen(fd, 1) == 0 else {
            Glibc.close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/hello")! }

    /// Answers one connection on a background thread.
    func serveOnce() {
        Thread.detachNewThread { [self] in
            defer { Glibc.close(listener); done.signal() }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            defer { Glibc.close(connection) }
            var timeout = timeval(tv_sec: 2, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var received = [UInt8]()
            var chunk = [UInt8](repeating: 0, count: 1024)
            while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
                let count = recv(connection, &chunk, chunk.count, 0)
                if count <= 0 { return }
                received += chunk[0..<count]
            }
            requestLine = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
            let response =
                "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
            _ = response.withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        }
    }

    /// Waits (at most five seconds) for the server thread to finish.
    func wait() -> Bool {
        done.wait(timeout: .now() + 5) == .success
    }

    /// Stops listening without serving (for the refused-connection test).
    func stop() {
        Glibc.close(listener)
    }
}
