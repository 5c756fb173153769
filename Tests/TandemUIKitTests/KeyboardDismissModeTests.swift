import Foundation
import Testing
import UIKit

/// `UIScrollView.keyboardDismissMode` and `UIView.endEditing(_:)`: which
/// drags and calls make the text field being edited resign.
@MainActor
@Suite(.serialized) struct KeyboardDismissModeTests {
    private final class Refusing: NSObject, UITextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }

    /// A window with a scroll view of tall content, and a text field above it being edited.
    private func editing(_ mode: UIScrollView.KeyboardDismissMode) -> (UIWindow, UIScrollView, UITextField) {
        let window = makeWindow(width: 300, height: 400)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 300, height: 300))
        scroll.contentSize = CGSize(width: 300, height: 3000)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        scroll.keyboardDismissMode = mode
        window.addSubview(field)
        window.addSubview(scroll)
        field.becomeFirstResponder()
        return (window, scroll, field)
    }

    /// A slow drag in the scroll view by `dy` (negative: the content moves up).
    private func drag(_ window: UIWindow, by dy: CGFloat) {
        let offsets = UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: dy), steps: 10)
        window.synthesizeDrag(from: CGPoint(x: 150, y: 200), by: offsets, time: 100, interval: 0.05, lift: 0.05)
    }

    @Test func aDragDismissesTheKeyboardAsTheModeSays() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        for (mode, dy, dismissed) in [
            (UIScrollView.KeyboardDismissMode.none, -80.0, false), (.onDrag, -80, true),
            (.onDragWithAccessory, 80, true),
            (.interactive, -80, false), (.interactive, 80, true), (.interactiveWithAccessory, 80, true),
        ] {
            let (window, scroll, field) = editing(mode)
            #expect(field.isFirstResponder)
            drag(window, by: dy)
            #expect(scroll.contentOffset.y != 500, "the drag scrolled")
            #expect(field.isFirstResponder == !dismissed, "\(mode) \(dy)")
            window.isHidden = true
        }
        #expect(UIScrollView().keyboardDismissMode == .none)
    }

    @Test func endEditingAsksOrTellsTheFirstResponderInside() {
        let (window, scroll, field) = editing(.none)
        defer { window.isHidden = true }
        let refusing = Refusing()
        field.delegate = refusing
        // A view that does not hold the field leaves it; asking, the delegate may refuse.
        #expect(scroll.endEditing(true))
        #expect(field.isFirstResponder)
        #expect(!window.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(window.endEditing(true))
        #expect(!field.isFirstResponder)
        field.delegate = nil
        field.becomeFirstResponder()
        #expect(field.endEditing(false))
        #expect(!field.isFirstResponder)
    }
}
