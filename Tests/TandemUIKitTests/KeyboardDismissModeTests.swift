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

    /// A window with a scroll view of tall content, and a text field above
    /// it being edited with a 200-point software keyboard up (from y = 200).
    private func editing(_ mode: UIScrollView.KeyboardDismissMode) -> (UIWindow, UIScrollView, UITextField) {
        let window = makeWindow(width: 300, height: 400)
        window.tandemSoftwareKeyboardHeight = 200
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

    /// A slow drag in the scroll view from `y` by `dy` (negative: the content moves up).
    private func drag(_ window: UIWindow, from y: CGFloat, by dy: CGFloat) {
        let offsets = UIWindow.straightOffsets(from: .zero, to: CGPoint(x: 0, y: dy), steps: 10)
        window.synthesizeDrag(from: CGPoint(x: 150, y: y), by: offsets, time: 100, interval: 0.05, lift: 0.05)
    }

    @Test func aDragDismissesTheKeyboardAsTheModeSays() {
        TandemAnimationClock.useManualTime()
        defer { TandemAnimationClock.useRealTime() }
        // Interactive dismissal takes a drag that ends with the finger over the keyboard (y ≥ 200).
        let cases: [(UIScrollView.KeyboardDismissMode, CGFloat, CGFloat, Bool)] = [
            (.none, 190, -80, false), (.onDrag, 190, -80, true), (.onDragWithAccessory, 100, 80, true),
            (.interactive, 190, -80, false), (.interactive, 150, 80, true), (.interactive, 60, 80, false),
            (.interactiveWithAccessory, 150, 80, true),
        ]
        for (mode, y, dy, dismissed) in cases {
            let (window, scroll, field) = editing(mode)
            #expect(field.isFirstResponder)
            drag(window, from: y, by: dy)
            #expect(scroll.contentOffset.y != 500, "the drag scrolled")
            #expect(field.isFirstResponder == !dismissed, "\(mode) from \(y) by \(dy)")
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
