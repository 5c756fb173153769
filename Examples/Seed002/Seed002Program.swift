import SwiftUI
import UIKit

/// Seed 002 as a program: the BullsEye screen — a target swatch, the guess
/// from three `ColorUISlider`s, "Hit me" showing the score in an alert, and
/// a `NavigationLink` to the seed's UIKit `ViewController`.
public enum Seed002Program {
    /// The program's name, as a chooser lists it.
    public static let title = "Seed 002: BullsEye with ColorUISlider and a UIKit screen"

    /// Whether the program brings its own navigation (a `NavigationView`),
    /// so that a chooser presents it rather than pushing it.
    public static let bringsItsOwnNavigation = true

    /// A new instance of the program's root view controller: the BullsEye
    /// screen in a `UIHostingController`, with a random target color.
    ///
    /// Call on the main thread; the caller owns the controller and shows it.
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        UIHostingController(rootView: ContentView())
    }

    /// The same screen with a fixed target and guess and a counter that does
    /// not tick, for reproducible pictures.
    @MainActor
    public static func makeReproducibleRootViewController() -> UIViewController {
        UIHostingController(rootView: ContentView(
            rTarget: 0.85, gTarget: 0.35, bTarget: 0.2, counter: TimeCounter(ticking: false)))
    }
}
