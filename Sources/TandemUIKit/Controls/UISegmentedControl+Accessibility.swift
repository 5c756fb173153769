import Foundation

extension UISegmentedControl: AccessibilityPartsProvider {
    /// A segment: a button named by its title, selected when it is the selected segment.
    package func accessibilityPart(at index: Int) -> AccessibilityDefaults {
        var part = AccessibilityDefaults()
        part.label = titleForSegment(at: index)
        part.traits = .button
        if index == selectedSegmentIndex { part.traits.insert(.selected) }
        if !isEnabled || !isEnabledForSegment(at: index) { part.traits.insert(.notEnabled) }
        part.role = .button
        let width = bounds.width / CGFloat(max(1, numberOfSegments))
        part.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        return part
    }

    /// Chooses the segment as a tap on it does.
    package func activateAccessibilityPart(at index: Int) -> Bool {
        guard isEnabled, isEnabledForSegment(at: index), index < numberOfSegments else { return false }
        choose(segment: index)
        return true
    }
}
