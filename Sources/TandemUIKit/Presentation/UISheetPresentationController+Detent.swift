public import Foundation
import TandemGraphics

extension UISheetPresentationController {
    /// A height at which a sheet rests: medium (half the window's height),
    /// large (the full sheet height) or a custom height.
    ///
    /// Main actor only. Detents are values the sheet asks for a height when
    /// it lays out; a custom detent whose resolver returns nil is left out.
    @preconcurrency @MainActor
    public final class Detent {
        /// The detent's identifier; ``UISheetPresentationController/selectedDetentIdentifier`` refers to it.
        public let identifier: Identifier
        /// The sheet's height at this detent, given the largest height a sheet can have.
        let resolve: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(
            identifier: Identifier,
            resolve: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolve = resolve
        }

        /// The medium detent: the sheet is half as tall as the window.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in (context.windowHeight / 2).rounded() }
        }

        /// The large detent: the sheet is as tall as it can be (the window
        /// below the safe area's top and a 10-point gap).
        public static func large() -> Detent {
            Detent(identifier: .large) { context in context.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes from the context; nil
        /// leaves the detent out. The height is clamped to the largest one.
        /// `identifier` nil makes a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString)) { context in
                resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
            }
        }
    }
}
