import Foundation

/// A view that draws several parts a user acts on separately (a stepper's
/// halves, a segmented control's segments, a tab bar's items) and lists
/// each as an ``AccessibilityPartElement``.
@preconcurrency @MainActor
package protocol AccessibilityPartsProvider: UIView {
    /// What the part at `index` says and where it is (the frame in the view's coordinates).
    func accessibilityPart(at index: Int) -> AccessibilityDefaults
    /// Activates the part at `index` as a tap on it would; false if it cannot.
    func activateAccessibilityPart(at index: Int) -> Bool
    /// Moves the adjustable part at `index` one step up (`step` 1) or down
    /// (`step` -1), as VoiceOver's swipe up or down does.
    func adjustAccessibilityPart(at index: Int, by step: Int)
}

extension AccessibilityPartsProvider {
    /// Parts that are not adjustable ignore adjustment.
    package func adjustAccessibilityPart(at index: Int, by step: Int) {}
}

/// One part of an ``AccessibilityPartsProvider``, as an element.
package final class AccessibilityPartElement: UIAccessibilityElement {
    /// The part's position among its view's parts.
    package let index: Int
    private weak var provider: (any AccessibilityPartsProvider)?

    init(provider: any AccessibilityPartsProvider, index: Int) {
        self.index = index
        self.provider = provider
        super.init(accessibilityContainer: provider)
    }

    package override var accessibilityDefaults: AccessibilityDefaults {
        guard let provider else { return super.accessibilityDefaults }
        var part = provider.accessibilityPart(at: index)
        part.isElement = true
        part.frame = provider.accessibilityScreenRect(part.frame)
        return part
    }

    package override func accessibilityActivate() -> Bool {
        provider?.activateAccessibilityPart(at: index) ?? false
    }

    package override func accessibilityIncrement() {
        provider?.adjustAccessibilityPart(at: index, by: 1)
    }

    package override func accessibilityDecrement() {
        provider?.adjustAccessibilityPart(at: index, by: -1)
    }
}

/// The part elements of one view, kept while their number stays the same
/// (so an element a screen reader or a test holds stays the element).
@preconcurrency @MainActor
final class AccessibilityParts {
    private var elements: [AccessibilityPartElement] = []

    /// The `count` elements of `provider`'s parts.
    func elements(of provider: any AccessibilityPartsProvider, count: Int) -> [Any] {
        if elements.count != count {
            elements = (0..<count).map { AccessibilityPartElement(provider: provider, index: $0) }
        }
        return elements
    }
}
