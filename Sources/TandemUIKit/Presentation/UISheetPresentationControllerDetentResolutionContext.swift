public import Foundation
import TandemGraphics

/// What a custom detent's resolver knows when it computes the sheet's height.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the container the sheet is in.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the large detent: the tallest the sheet can be.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationControllerDetentResolutionContext {
    /// The height of the window the sheet is in (the large height when the context does not know it).
    var windowHeight: CGFloat { (self as? SheetDetentContext)?.containerHeight ?? maximumDetentValue }
}

/// The context Tandem's sheets resolve detents in.
@MainActor
struct SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    /// The container's (the window's) height.
    let containerHeight: CGFloat
}
