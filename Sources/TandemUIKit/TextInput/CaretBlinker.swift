import Foundation
import TandemGraphics

/// The editing caret of a text input: a small layer of its own, so that
/// blinking and moving it redraw only the caret, never the text. It is
/// shown for half a second, hidden for half a second, on a timer of the run
/// loop that runs only while editing; any edit or caret move shows it again at once.
@preconcurrency @MainActor
final class CaretBlinker {
    /// The caret; the text input adds it to its layer.
    let layer = CALayer()
    /// Whether the blink phase shows the caret now.
    private(set) var isVisible = true
    /// Whether the input wants a caret (editing, no selection).
    private var wanted = false
    private var timer: Timer?

    init() {
        layer.isHidden = true
        // The caret jumps to where the text puts it, as UIKit's does.
        layer.disablesImplicitAnimations = true
    }

    /// Starts blinking, the caret shown.
    func start() {
        isVisible = true
        timer?.invalidate()
        let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] timer in
            // The text input is gone: the timer goes too.
            guard self != nil else {
                timer.invalidate()
                return
            }
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isVisible.toggle()
                self.refresh()
            }
        }
        RunLoop.current.add(timer, forMode: .common)
        self.timer = timer
        refresh()
    }

    /// Stops blinking and hides the caret.
    func stop() {
        timer?.invalidate()
        timer = nil
        refresh()
    }

    /// Puts the caret at `rect` (the input's coordinates) in `color`;
    /// `shown` says whether the input wants a caret now. A move shows the
    /// caret for a whole half second before it blinks again.
    func place(_ rect: CGRect, color: CGColor, shown: Bool) {
        let moved = rect != layer.frame || shown != wanted
        layer.frame = rect
        layer.backgroundColor = color
        wanted = shown
        if moved, timer != nil { start() } else { refresh() }
    }

    private func refresh() {
        layer.isHidden = !(wanted && isVisible && timer != nil)
    }
}
