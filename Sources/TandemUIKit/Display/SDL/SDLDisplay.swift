import CSDL2
import Foundation
import TandemGraphics
import TandemSupport

/// The window display: each `UIWindow` is a window of the desktop, drawn
/// through SDL2, with the mouse delivered as touches.
///
/// Made only when a display server answers (``make()`` returns nil, with the
/// reason reported, otherwise). Screens are SDL's video displays, at the
/// scale `TANDEM_SCREEN` gives (SDL2 reports none on X11). Main actor only.
@preconcurrency @MainActor
package final class SDLDisplay: TandemDisplay {
    package private(set) var screens: [UIScreen] = []
    private var windows: [UInt32: SDLNativeWindow] = [:]
    private var quitRequested = false
    /// The center a second, mirrored finger turns about while an Option-drag is under way.
    private var mirrorCenter: CGPoint?

    private init() {}

    /// A display on the desktop's display server, or nil (reported) when
    /// there is none: no `DISPLAY`, or SDL cannot open it.
    package static func make() -> SDLDisplay? {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            Diagnostics.report("SDLDisplay", "no display server: \(String(cString: SDL_GetError()))")
            return nil
        }
        SDLPresentPath.choose()
        let display = SDLDisplay()
        // Text arrives as SDL_TEXTINPUT (after the keyboard layout and the input method).
        SDL_StartTextInput()
        ClipboardBridge.read = {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            return String(cString: text)
        }
        ClipboardBridge.write = { SDL_SetClipboardText($0 ?? "") }
        let scale = ScreenDescription.fromEnvironment.scale
        let count = max(1, Int(SDL_GetNumVideoDisplays()))
        for index in 0..<count {
            var rect = SDL_Rect()
            let size =
                SDL_GetDisplayBounds(Int32(index), &rect) == 0 && rect.w > 0 && rect.h > 0
                ? CGSize(width: CGFloat(rect.w), height: CGFloat(rect.h)) : ScreenDescription.fromEnvironment.size
            var description = ScreenDescription(size: size, scale: scale)
            var mode = SDL_DisplayMode()
            // X11 servers without RandR rates (Xvfb) report 0: keep 60.
            if SDL_GetCurrentDisplayMode(Int32(index), &mode) == 0, (24...480).contains(mode.refresh_rate) {
                description.framesPerSecond = Int(mode.refresh_rate)
            }
            display.screens.append(UIScreen(description: description, display: display))
        }
        return display
    }

    package func makeSurface(for window: UIWindow, on screen: UIScreen, pointSize: CGSize, scale: CGFloat)
        -> DisplaySurface?
    {
        let native: SDLNativeWindow
        if let existing = windows.values.first(where: { $0.window === window }) {
            native = existing
            native.resize(to: pointSize, scale: scale)
        } else {
            guard let made = SDLNativeWindow(for: window, pointSize: pointSize, scale: scale) else { return nil }
            native = made
            windows[made.id] = made
        }
        return SDLWindowSurface(native: native, pointSize: pointSize, scale: scale)
    }

    package func windowVisibilityDidChange(_ window: UIWindow, isVisible: Bool) {
        windows.values.first { $0.window === window }?.setVisible(isVisible)
    }

    package func processEvents(waitingUntil deadline: Date) -> Bool {
        windows = windows.filter { $0.value.window != nil }
        var event = SDL_Event()
        let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow, 3600)) * 1000)
        // Wait for the first event (or the deadline), then take whatever else is queued.
        guard SDL_WaitEventTimeout(&event, milliseconds) == 1 else { return !quitRequested }
        handle(event)
        while SDL_PollEvent(&event) == 1 { handle(event) }
        return !quitRequested
    }

    private func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_WINDOWEVENT:
            guard let native = windows[event.window.windowID], let window = native.window else { return }
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                // SDL2 on X11 sizes windows in pixels.
                let scale = window.screen.scale
                let size = CGSize(
                    width: CGFloat(event.window.data1) / scale, height: CGFloat(event.window.data2) / scale)
                native.sizeChangedByUser(to: size)
                if window.frame.size != size { window.frame.size = size }
            case SDL_WINDOWEVENT_EXPOSED:
                window.layerTreeDamagedEntirely()
            case SDL_WINDOWEVENT_LEAVE:
                // The pointer left the window: nothing hovers any more.
                window.handleHover(at: nil)
            case SDL_WINDOWEVENT_DISPLAY_CHANGED:
                // The window was dragged to another monitor: it follows that screen (and its scale).
                let index = Int(event.window.data1)
                if screens.indices.contains(index), window.screen !== screens[index] { window.screen = screens[index] }
            case SDL_WINDOWEVENT_CLOSE:
                // Closing hides the window (its controllers disappear); the last one quits.
                window.isHidden = true
                windows[event.window.windowID] = nil
                if !windows.values.contains(where: { $0.window?.isHidden == false }) { quitRequested = true }
            default:
                break
            }
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            // A secondary click shows the context menu of what is under the pointer.
            guard let window = windows[event.button.windowID]?.window else { return }
            let scale = window.screen.scale
            window.handleSecondaryClick(
                at: CGPoint(x: CGFloat(event.button.x) / scale, y: CGFloat(event.button.y) / scale))
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT), let window = windows[event.button.windowID]?.window
            else { return }
            let scale = window.screen.scale
            let point = CGPoint(x: CGFloat(event.button.x) / scale, y: CGFloat(event.button.y) / scale)
            let action: PointerInput.Action = SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN ? .down : .up
            if action == .down {
                // Option (Alt) held: a second finger mirrors the pointer about the window's
                // center for the whole drag (a pinch or rotation, as in the iOS Simulator).
                let alt = UInt32(SDL_GetModState().rawValue) & UInt32(KMOD_ALT.rawValue) != 0
                mirrorCenter = alt ? CGPoint(x: window.bounds.width / 2, y: window.bounds.height / 2) : nil
            }
            window.handlePointerInput(
                PointerInput(
                    action, at: point, timestamp: Double(event.button.timestamp) / 1000, mirrorCenter: mirrorCenter))
        case SDL_MOUSEMOTION:
            guard let window = windows[event.motion.windowID]?.window else { return }
            let scale = window.screen.scale
            let point = CGPoint(x: CGFloat(event.motion.x) / scale, y: CGFloat(event.motion.y) / scale)
            // No button down: the pointer hovers (SDL_BUTTON_LMASK is bit 0).
            guard event.motion.state & 1 != 0 else { return window.handleHover(at: point) }
            window.handlePointerInput(
                PointerInput(
                    .moved, at: point, timestamp: Double(event.motion.timestamp) / 1000, mirrorCenter: mirrorCenter))
        case SDL_MOUSEWHEEL:
            guard let window = windows[event.wheel.windowID]?.window else { return }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            // One notch is 40 points; SDL's y grows away from the user, which scrolls up.
            let delta = CGPoint(x: CGFloat(event.wheel.preciseX) * 40, y: -CGFloat(event.wheel.preciseY) * 40)
            let scale = window.screen.scale
            window.handleScrollInput(delta, at: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale))
        case SDL_TEXTEDITING:
            guard let window = keyWindow(for: event.edit.windowID) else { return }
            let text = withUnsafeBytes(of: event.edit.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            // SDL counts the composition's cursor in characters; UIKit in UTF-16 units.
            let prefix = String(text.prefix(Int(max(0, event.edit.start))))
            let selected = String(text.dropFirst(prefix.count).prefix(Int(max(0, event.edit.length))))
            window.handleKeyboardInput(
                .markedText(text, selected: NSRange(location: prefix.utf16.count, length: selected.utf16.count)))
        case SDL_TEXTINPUT:
            guard let window = keyWindow(for: event.text.windowID) else { return }
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !text.isEmpty { window.handleKeyboardInput(.text(text)) }
        case SDL_KEYDOWN, SDL_KEYUP:
            guard let window = keyWindow(for: event.key.windowID) else { return }
            window.handleKeyboardInput(
                .press(Self.report(event.key.keysym), down: SDL_EventType(event.type) == SDL_KEYDOWN))
        default:
            break
        }
    }

    /// The window keyboard input goes to: SDL's focused window, else the key window.
    private func keyWindow(for id: UInt32) -> UIWindow? {
        windows[id]?.window ?? Commit.registeredWindows.first { $0.isKeyWindow }
    }

    private static func modifiers(_ mod: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { flags.insert(.shift) }
        if mod & UInt32(KMOD_CTRL.rawValue) != 0 { flags.insert(.control) }
        if mod & UInt32(KMOD_ALT.rawValue) != 0 { flags.insert(.alternate) }
        if mod & UInt32(KMOD_GUI.rawValue) != 0 { flags.insert(.command) }
        if mod & UInt32(KMOD_CAPS.rawValue) != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// A key as UIKit reports it: SDL's scancodes are USB HID usage codes.
    private static func report(_ keysym: SDL_Keysym) -> KeyReport {
        let modifiers = Self.modifiers(UInt32(keysym.mod))
        var plain = ""
        if keysym.sym >= 32, keysym.sym < 127, let scalar = Unicode.Scalar(UInt32(keysym.sym)) {
            plain = String(Character(scalar))
        }
        let typed = modifiers.contains(.shift) || modifiers.contains(.alphaShift) ? plain.uppercased() : plain
        return KeyReport(
            characters: typed, charactersIgnoringModifiers: plain, modifiers: modifiers,
            keyCode: UIKeyboardHIDUsage(rawValue: Int(keysym.scancode.rawValue)))
    }
}
