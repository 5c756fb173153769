import CSDL2
import Foundation
import TandemGraphics
import TandemSupport

/// One desktop window, kept for the life of its `UIWindow` across the
/// surfaces made for it (a resize makes a new surface, not a new window).
@preconcurrency @MainActor
final class SDLNativeWindow {
    nonisolated(unsafe) let handle: OpaquePointer
    let id: UInt32
    private(set) weak var window: UIWindow?
    private(set) var pointSize: CGSize

    init?(for window: UIWindow, pointSize: CGSize, scale: CGFloat) {
        let flags = SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        // SDL_WINDOWPOS_UNDEFINED: the window manager places it.
        let undefined = Int32(bitPattern: 0x1FFF_0000)
        guard
            let handle = SDL_CreateWindow(
                ProcessInfo.processInfo.processName, undefined, undefined,
                Self.pixels(pointSize.width, scale), Self.pixels(pointSize.height, scale), flags)
        else {
            Diagnostics.report("SDLDisplay", "could not open a window: \(String(cString: SDL_GetError()))")
            return nil
        }
        self.handle = handle
        id = SDL_GetWindowID(handle)
        self.window = window
        self.pointSize = pointSize
    }

    deinit {
        SDL_DestroyWindow(handle)
    }

    /// Gives the desktop window the `UIWindow`'s size, in pixels at `scale`
    /// (SDL2 on X11 sizes windows in pixels).
    func resize(to size: CGSize, scale: CGFloat) {
        guard size != pointSize else { return }
        pointSize = size
        SDL_SetWindowSize(handle, Self.pixels(size.width, scale), Self.pixels(size.height, scale))
    }

    private static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int32 {
        Int32(max(1, (points * scale).rounded()))
    }

    /// Shows or hides the desktop window.
    func setVisible(_ visible: Bool) {
        if visible { SDL_ShowWindow(handle) } else { SDL_HideWindow(handle) }
    }

    /// The user resized the desktop window.
    func sizeChangedByUser(to size: CGSize) {
        pointSize = size
    }

    /// Copies `rects` (window points) of `context`'s pixels to the screen.
    func present(_ rects: [CGRect], from context: CGContext, scale: CGFloat) {
        guard let surfacePointer = SDL_GetWindowSurface(handle), let pixels = context.data else { return }
        let surface = surfacePointer.pointee
        guard let destination = surface.pixels, let format = surface.format?.pointee.format else { return }
        var sdlRects: [SDL_Rect] = []
        for rect in rects {
            let x = max(0, Int((rect.minX * scale).rounded(.down)))
            let y = max(0, Int((rect.minY * scale).rounded(.down)))
            let maxX = min(Int(surface.w), context.width, Int((rect.maxX * scale).rounded(.up)))
            let maxY = min(Int(surface.h), context.height, Int((rect.maxY * scale).rounded(.up)))
            guard maxX > x, maxY > y else { continue }
            SDL_ConvertPixels(
                Int32(maxX - x), Int32(maxY - y),
                SDL_PIXELFORMAT_ARGB8888.rawValue, pixels.advanced(by: y * context.bytesPerRow + x * 4),
                Int32(context.bytesPerRow),
                format, destination.advanced(by: y * Int(surface.pitch) + x * 4), surface.pitch)
            sdlRects.append(SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(maxX - x), h: Int32(maxY - y)))
        }
        guard !sdlRects.isEmpty else { return }
        SDL_UpdateWindowSurfaceRects(handle, sdlRects, Int32(sdlRects.count))
    }
}
