import SwiftUI
import UIKit

/// Seed 003 as a program: the seed's `TextEditor` over `UITextView` (the
/// guard, `sizeThatFits`) and its map representable (a coordinator owning
/// subscriptions, `parent` refreshed in `updateUIView`, a static
/// `dismantleUIView`), in one SwiftUI screen.
public enum Seed003Program {
    /// The program's name, as a chooser lists it.
    public static let title = "Seed 003: TextEditor over UITextView, a map coordinator"

    /// A new instance of the program's root view controller: the screen in
    /// a `UIHostingController`.
    ///
    /// Call on the main thread; the caller owns the controller and shows it.
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        UIHostingController(rootView: NotesScreen())
    }
}
