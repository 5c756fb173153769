import Foundation

extension UIStepper: AccessibilityPartsProvider {
    /// The halves: "Decrement" and "Increment" buttons, not enabled at the end they cannot pass.
    package func accessibilityPart(at index: Int) -> AccessibilityDefaults {
        var part = AccessibilityDefaults()
        part.label = index == 0 ? "Decrement" : "Increment"
        part.traits = isEnabled && valueAfterStep(half: index) != nil ? .button : [.button, .notEnabled]
        part.role = .button
        part.frame = CGRect(x: index == 0 ? 0 : bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
        return part
    }

    /// Steps as a tap on the half does.
    package func activateAccessibilityPart(at index: Int) -> Bool {
        isEnabled && step(half: index)
    }
}
