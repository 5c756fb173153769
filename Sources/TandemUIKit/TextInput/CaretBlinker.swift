import Foundation

/// Blinks an editing caret: shown for half a second, hidden for half a
/// second, on a timer of the run loop that runs only while editing. Any
/// edit or caret move shows the caret again at once.
@preconcurrency @MainActor
final class CaretBlinker {
    /// Whether the caret is drawn now.
    private(set) var isVisible = true
    private var timer: Timer?
    /// Redraws the caret after it turned on or off.
    var onToggle: () -> Void = {}

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
                self.onToggle()
            }
        }
        RunLoop.current.add(timer, forMode: .common)
        self.timer = timer
    }

    /// Stops blinking.
    func stop() {
        timer?.invalidate()
        timer = nil
    }

    /// Shows the caret now (after typing or moving it), for a whole half
    /// second before it blinks again.
    func show() {
        isVisible = true
        if timer != nil { start() }
    }
}
