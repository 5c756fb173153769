import UIKit

/// Seed 000 as a program: `EventViewController` hosting `EventHeaderView`
/// in a `UIHostingController` child, in the article's last form — the
/// header's `TextField` bound to `$viewModel.event.name`, the controller
/// fed by a Combine sink on the view model's `$event`.
///
/// The article's earlier steps (a reassigned `rootView`, an observing
/// header, a manual `Binding(get:set:)`) are in this module too; its tests
/// run each of them.
public enum Seed000Program {
    /// The program's name, as a chooser lists it.
    public static let title = "Seed 000: EventViewController hosting EventHeaderView"

    /// A new instance of the program's root view controller.
    ///
    /// Call on the main thread; the caller owns the controller and shows it
    /// (as a window's root, pushed or presented).
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        Reactive.EventViewController(viewModel: Reactive.EventViewModel(event: .meetup))
    }
}
