import Foundation
import TandemGraphics

/// The presentation styles of `UIViewController.modalPresentationStyle`, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter disappears.
    case fullScreen = 0
    /// A card over the dimmed presenter, which stays.
    case pageSheet = 1
    /// A centered card on windows at least 700 points wide; a page sheet on narrower ones.
    case formSheet = 2
    /// Covers the presenter's context (full screen in Tandem).
    case currentContext = 3
    /// A custom transition (full screen in Tandem).
    case custom = 4
    /// Covers the screen; the presenter stays underneath.
    case overFullScreen = 5
    /// Covers the context; the presenter stays underneath.
    case overCurrentContext = 6
    /// A popover pointing at its source on a regular width; adapted (a page sheet by default) on a compact one.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}
