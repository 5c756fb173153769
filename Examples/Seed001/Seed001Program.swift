import UIKit

/// Seed 001 as a program: the seed's `ViewController`, whose `CircleView`
/// ticks once a second in a child `UIHostingController` half its size.
public enum Seed001Program {
    /// The program's name, as a chooser lists it.
    public static let title = "Seed 001: CircleView ticking in a child hosting controller"

    /// A new instance of the program's root view controller.
    ///
    /// Call on the main thread; the caller owns the controller and shows it.
    /// Its timer runs on the main run loop while the controller lives.
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        ViewController()
    }
}
