import CSDL2
import Foundation
import TandemSupport

/// How a desktop window's pixels reach the screen, chosen once per process
/// by what the display offers.
///
/// SDL2 copies a window surface to the screen either through the display
/// server's own framebuffer (on X11, a shared-memory image updated only in
/// the damaged rectangles) or through an OpenGL texture of the whole
/// surface. Where OpenGL is software (Mesa's llvmpipe under Xvfb, in VMs
/// and CI) the texture path costs about 100 MB of memory and 9–14 ms of
/// CPU per update against about 1 ms for the framebuffer; where OpenGL is
/// hardware it is SDL's default and may help the compositor. So:
/// - `TANDEM_PRESENT_PATH=framebuffer` or `=gl` chooses (the benchmark
///   measures both this way); a `SDL_FRAMEBUFFER_ACCELERATION` the user set
///   is left as it is;
/// - otherwise no GPU device (`/dev/dri/renderD*`) or
///   `LIBGL_ALWAYS_SOFTWARE` means the framebuffer, without loading OpenGL;
/// - otherwise a hidden OpenGL window is made once and its renderer's name
///   read: a software rasterizer means the framebuffer, anything else GL.
@MainActor
package enum SDLPresentPath: String, Sendable {
    /// The display server's framebuffer, updated in damaged rectangles.
    case framebuffer
    /// An OpenGL texture of the whole window surface, SDL's accelerated path.
    case gl

    /// The path chosen when the display was opened, or nil before (or when
    /// the user's own SDL hint decides).
    package private(set) static var chosen: SDLPresentPath?

    /// Decides the path and sets SDL's hint for it. Call after
    /// `SDL_Init(SDL_INIT_VIDEO)` and before the first window surface.
    package static func choose(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let requested = environment["TANDEM_PRESENT_PATH"] {
            guard let path = SDLPresentPath(rawValue: requested) else {
                Diagnostics.report(
                    "SDLDisplay",
                    "TANDEM_PRESENT_PATH=\(requested) is neither framebuffer nor gl; choosing by the display")
                return apply(detect(environment: environment))
            }
            return apply(path)
        }
        guard environment["SDL_FRAMEBUFFER_ACCELERATION"] == nil else {
            chosen = nil
            return
        }
        apply(detect(environment: environment))
    }

    private static func apply(_ path: SDLPresentPath) {
        chosen = path
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, path == .framebuffer ? "0" : "1")
    }

    /// The framebuffer unless a GPU is present and its OpenGL is not software.
    private static func detect(environment: [String: String]) -> SDLPresentPath {
        if let software = environment["LIBGL_ALWAYS_SOFTWARE"], software != "0", !software.isEmpty {
            return .framebuffer
        }
        let devices = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        guard devices.contains(where: { $0.hasPrefix("renderD") }) else { return .framebuffer }
        guard let renderer = probeRenderer() else { return .framebuffer }
        return isSoftware(renderer: renderer) ? .framebuffer : .gl
    }

    /// Whether an OpenGL renderer's name is one of Mesa's software rasterizers.
    package static func isSoftware(renderer: String) -> Bool {
        let name = renderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "lavapipe"].contains { name.contains($0) }
    }

    /// The `GL_RENDERER` string of a context on a hidden 1×1 window, or nil
    /// when OpenGL is unavailable.
    private static func probeRenderer() -> String? {
        let flags = SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_HIDDEN.rawValue
        guard let window = SDL_CreateWindow("probe", 0, 0, 1, 1, flags) else { return nil }
        defer { SDL_DestroyWindow(window) }
        guard let context = SDL_GL_CreateContext(window) else { return nil }
        defer { SDL_GL_DeleteContext(context) }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        // The one way to call an OpenGL entry point SDL looked up: its
        // address as the C function type the GL headers declare.
        let getString = unsafeBitCast(address, to: GetString.self)
        // GL_RENDERER
        guard let name = getString(0x1F01) else { return nil }
        return String(cString: name)
    }
}
