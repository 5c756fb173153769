import Foundation

/// An Xvfb display started for a benchmark that needs a display server
/// (the GTK side-by-side, the present paths), stopped when let go.
final class XvfbServer {
    /// The display name to put in `DISPLAY`.
    let display: String
    private let process: Process

    /// Starts Xvfb on a display number of its own (1280×1024, 24 bits), or
    /// returns nil with a note on standard error when there is no Xvfb.
    init?(purpose: String) {
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile)
        else {
            FileHandle.standardError.write(
                Data("tandem-bench: \(purpose) skipped: no Xvfb (apt-get install xvfb)\n".utf8))
            return nil
        }
        display = ":\(450 + Int(getpid()) % 300)"
        process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        // Xvfb answers within a second on a loaded machine.
        Thread.sleep(forTimeInterval: 1)
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }
}
