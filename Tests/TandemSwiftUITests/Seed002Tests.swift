// Seed 002: a SwiftUI screen in a NavigationView whose NavigationLink pushes
// a UIKit view controller through a UIViewControllerRepresentable, and whose
// button shows an `.alert`. The seed's code, with the storyboard replaced by
// a plain controller (Linux has no storyboards) and the score views reduced
// to the parts this test drives.
import Foundation
import Testing
import TandemTestSupport

import SwiftUI
import UIKit

class BullsEyeViewController: UIViewController {
    static var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.red
        BullsEyeViewController.events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        BullsEyeViewController.events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        BullsEyeViewController.events.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        BullsEyeViewController.events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        BullsEyeViewController.events.append("viewDidDisappear")
    }
}

struct ViewControllerRepresentation: UIViewControllerRepresentable {
  typealias UIViewControllerType = BullsEyeViewController

  func makeUIViewController(context: UIViewControllerRepresentableContext<ViewControllerRepresentation>) -> ViewControllerRepresentation.UIViewControllerType {
    return BullsEyeViewController()
  }

  func updateUIViewController(_ uiViewController: ViewControllerRepresentation.UIViewControllerType, context: UIViewControllerRepresentableContext<ViewControllerRepresentation>) {}
}

struct BullsEyeContentView: View {
  @State var showAlert = false
  @State var rGuess: Double = 0.5

  func computeScore() -> Int {
    return Int(100 - 100 * abs(rGuess - 0.25))
  }

  var body: some View {
    NavigationView {
      VStack {
        Button(action: { self.showAlert = true }) { Text("Hit me") }.alert(isPresented: $showAlert) { () -> Alert in
          Alert(title: Text("Your Score"),message: Text(String(computeScore())))
        }.frame(width: nil, height: 35, alignment: .center)
        NavigationLink(destination: ViewControllerRepresentation()) {
          Text("Play BullsEye").frame(width: nil, height: 31, alignment: .center)
        }.padding(.bottom)
      }
    }
  }
}

extension UIViewController {
    /// The controller presented by this one or by a controller contained in it.
    var presentedInside: UIViewController? {
        presentedViewController ?? children.lazy.compactMap(\.presentedInside).first
    }
}

extension UIView {
    /// The window-coordinate center of the first UIKit button titled `title`.
    func centerOfButton(_ title: String) -> CGPoint? {
        guard let button = allSubviews.compactMap({ $0 as? UIButton }).first(where: {
            $0.title(for: .normal) == title && $0.window != nil
        }) else { return nil }
        let frame = button.convert(button.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

@MainActor
@Suite(.serialized) struct Seed002Tests {
    @Test func theAlertShowsTheScoreAndItsButtonResetsTheBinding() throws {
        let (hosting, window) = host(BullsEyeContentView())
        defer { window.isHidden = true }
        window.tap(try #require(window.centerOfLabel("Hit me")))
        // Presented by the hosting controller of the navigation view's root screen.
        let navigation = try #require(hosting.children.first as? UINavigationController)
        let alert = try #require(navigation.viewControllers[0].presentedViewController as? UIAlertController)
        #expect(alert.preferredStyle == .alert)
        #expect(alert.title == "Your Score")
        #expect(alert.message == "75")
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(window.label("Your Score") != nil, "the alert is drawn in the window")

        window.tap(try #require(window.centerOfButton("OK")))
        #expect(hosting.presentedInside == nil)
        #expect(alert.view.window == nil)
        // The binding went back to false: tapping again presents again.
        window.tap(try #require(window.centerOfLabel("Hit me")))
        #expect(hosting.presentedInside is UIAlertController)
    }

    @Test func theLinkPushesTheUIKitControllerAndTheBackButtonPopsIt() throws {
        BullsEyeViewController.events = []
        let (hosting, window) = host(BullsEyeContentView())
        defer { window.isHidden = true }
        let navigation = try #require(hosting.children.first as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController is UIHostingController<AnyView>)

        window.tap(try #require(window.centerOfLabel("Play BullsEye")))
        #expect(navigation.viewControllers.count == 2)
        let screen = try #require(navigation.topViewController)
        let play = try #require(screen.children.first as? BullsEyeViewController)
        #expect(play.view.window === window)
        #expect(BullsEyeViewController.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        // The pushed screen shows the controller's red view below the bar.
        let image = window.tandemSnapshot()
        #expect(image.pixel(200, 400) == RGBA(255, 59, 48, 255) || image.pixel(200, 400).isClose(to: RGBA(255, 0, 0, 255), tolerance: 70))
        #expect(window.label("Play BullsEye") == nil)

        window.tap(try #require(navigation.backButtonCenter))
        #expect(navigation.viewControllers.count == 1)
        #expect(play.view.window == nil)
        #expect(Array(BullsEyeViewController.events.suffix(2)) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(window.label("Play BullsEye") != nil)
    }
}
