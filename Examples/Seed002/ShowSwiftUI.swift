// Seed 002, "UIKit中使用SwiftUI": a UIKit controller showing the SwiftUI
// screen in a `UIHostingController`.
//
// Linux-forced changes: `@IBAction` needs Interface Builder and the
// Objective-C runtime, so `showSwiftUIByCode(_:)` is a plain method inside a
// code-built controller (the seed shows it without one), called by a button's
// `UIAction`; the seed's `@IBSegueAction` (`UIHostingController(coder:rootView:)`)
// needs a storyboard and is left out.
import SwiftUI
import UIKit

/// (filled in) The UIKit screen the seed's action belongs to.
class LaunchViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Show SwiftUI") { [weak self] action in
      self?.showSwiftUIByCode(action)
    })
    button.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(button)
    NSLayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }

  func showSwiftUIByCode(_ sender: Any) {
    let vc = UIHostingController(rootView: ContentView())
    self.show(vc, sender: nil)
  }
}
