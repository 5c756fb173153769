import SwiftUI
import UIKit

/// Seed 004 as a program: the seed's `TextFieldWrapper` in its three
/// versions (1.0, 2.0 with settings, and configured by chained modifiers)
/// and its `MyProgrssView` spinner, one under the other, each as the seed's
/// `Demo` shows it.
public enum Seed004Program {
    /// The program's name, as a chooser lists it.
    public static let title = "Seed 004: TextFieldWrapper 1, 2, chained; MyProgrssView"

    /// A new instance of the program's root view controller: the four demos
    /// in a `UIHostingController`.
    ///
    /// Call on the main thread; the caller owns the controller and shows it.
    @MainActor
    public static func makeRootViewController() -> UIViewController {
        UIHostingController(rootView: AllDemos())
    }
}

/// The seed's demos, each under its section's title.
struct AllDemos: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text("版本 1.0").font(.headline)
                Version1.Demo()
                Text("版本 2.0").font(.headline)
                Version2.Demo()
                Text("SwiftUI 风格化").font(.headline)
                Chained.Demo()
                Text("UIViewRepresentable").font(.headline)
                Basics.Demo()
            }
            .padding()
        }
    }
}
