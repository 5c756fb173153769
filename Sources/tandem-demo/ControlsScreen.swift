import Foundation
import SwiftUI
import UIKit

/// Seed 002's BullsEye idea in plain UIKit: match a target color with three
/// sliders, then "Hit me" scores how close you came.
final class ControlsViewController: UIViewController, UITextFieldDelegate {
    let target = UIColor(red: 0.85, green: 0.35, blue: 0.2, alpha: 1)
    let targetSwatch = UIView()
    let guessSwatch = UIView()
    let sliders = [UISlider(), UISlider(), UISlider()]
    let hitButton = UIButton(type: .system)
    let scoreLabel = UILabel()
    let nameField = UITextField()
    /// Each score, printed as it is given (the window test reads them).
    var onScore: (Int) -> Void = { score in
        print("score \(score)")
        fflush(stdout)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "BullsEye"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Rules", style: .plain, target: self, action: ControlsViewController.showRules)
        view.backgroundColor = .systemBackground
        targetSwatch.backgroundColor = target
        for swatch in [targetSwatch, guessSwatch] { swatch.layer.cornerRadius = 12 }
        for (slider, tint) in zip(sliders, [UIColor.systemRed, .systemGreen, .systemBlue]) {
            slider.value = 0.5
            slider.minimumTrackTintColor = tint
            slider.addTarget(self, action: ControlsViewController.sliderChanged, for: .valueChanged)
        }
        hitButton.setTitle("Hit me", for: .normal)
        hitButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        hitButton.addTarget(self, action: ControlsViewController.hit, for: .touchUpInside)
        scoreLabel.textAlignment = .center
        scoreLabel.text = "Match the color on the left"
        let swatches = UIStackView(arrangedSubviews: [targetSwatch, guessSwatch])
        swatches.distribution = .fillEqually
        swatches.spacing = 16
        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect
        nameField.clearButtonMode = .whileEditing
        nameField.returnKeyType = .done
        nameField.delegate = self
        let stack = UIStackView(arrangedSubviews: [swatches] + sliders + [hitButton, scoreLabel, nameField])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            swatches.heightAnchor.constraint(equalToConstant: 120),
        ])
        sliderChanged()
    }

    /// The guess follows the sliders.
    func sliderChanged() {
        guessSwatch.backgroundColor = UIColor(
            red: CGFloat(sliders[0].value), green: CGFloat(sliders[1].value), blue: CGFloat(sliders[2].value), alpha: 1)
    }

    /// Return greets the player and ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let name = textField.text ?? ""
        scoreLabel.text = name.isEmpty ? "Match the color on the left" : "Good luck, \(name)!"
        print("name: \(name)")
        fflush(stdout)
        textField.resignFirstResponder()
        return true
    }

    /// Scores the guess: 100 for an exact match, less the farther it is.
    func hit() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        target.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let distance = sqrt(
            pow(red - CGFloat(sliders[0].value), 2) + pow(green - CGFloat(sliders[1].value), 2)
                + pow(blue - CGFloat(sliders[2].value), 2))
        let score = max(0, Int((100 * (1 - distance / sqrt(3))).rounded()))
        scoreLabel.text = "You scored \(score) points"
        onScore(score)
        pulse()
        // As seed 002 does: the score in an alert.
        let alert = UIAlertController(title: "You scored \(score) points", message: nil, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { _ in
                print("alert dismissed")
                fflush(stdout)
            })
        present(alert, animated: true)
    }

    /// Pulses the guess swatch with a `UIView` animation (its frames counted
    /// by a display link) and prints how many frames it took (the window test reads it).
    private func pulse() {
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.tick)
        link.add(to: .main, forMode: .common)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.autoreverse, .curveEaseInOut]) {
            self.guessSwatch.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
        } completion: { finished in
            link.invalidate()
            // An autoreversed animation ends where it started: the view is put back there.
            self.guessSwatch.transform = .identity
            print("pulse \(finished ? "finished" : "stopped") after \(counter.frames) frames")
            fflush(stdout)
        }
    }

    /// Pushes a screen explaining the game, as a navigation link would.
    func showRules() {
        let rules = UIViewController()
        rules.title = "Rules"
        rules.view.backgroundColor = .systemBackground
        let text = UILabel()
        text.numberOfLines = 0
        text.text =
            "Move the three sliders until the right swatch matches the left one, then tap Hit me. 100 points is a perfect match."
        text.translatesAutoresizingMaskIntoConstraints = false
        rules.view.addSubview(text)
        NSLayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: rules.view.topAnchor, constant: 20),
            text.leadingAnchor.constraint(equalTo: rules.view.layoutMarginsGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: rules.view.layoutMarginsGuide.trailingAnchor),
        ])
        navigationController?.pushViewController(rules, animated: true)
        print("pushed rules")
        fflush(stdout)
    }
}

/// The demo as an application: the controls screen in a window.
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The app screen's model, kept while the window shows it.
    var appModel: LibraryModel?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        if ProcessInfo.processInfo.environment["TANDEM_DEMO_SCREEN"] == "app" {
            // The SwiftUI app: tabs, a navigation stack over a list, an alert, a sheet.
            let model = LibraryModel()
            window.rootViewController = UIHostingController(rootView: LibraryApp(model: model))
            window.makeKeyAndVisible()
            CATransaction.flush()
            for line in AppScreen.clickTargets(in: window) { print(line) }
            model.reportsChanges = true
            appModel = model
        } else if ProcessInfo.processInfo.environment["TANDEM_DEMO_SCREEN"] == "swiftui" {
            // The SwiftUI screen: seed 001's circle, ticking, next to a SwiftUI form.
            let screen = SwiftUIScreenController()
            window.rootViewController = screen
            window.makeKeyAndVisible()
            CATransaction.flush()
            screen.startTicking(interval: 0.5)
            if let button = screen.buttonCenter() { print("button at \(Int(button.x)) \(Int(button.y))") }
        } else if ProcessInfo.processInfo.environment["TANDEM_DEMO_SCREEN"] == "seeds" {
            // The seed programs of Examples/: a chooser that opens each.
            let chooser = SeedChooserViewController(style: .insetGrouped)
            window.rootViewController = UINavigationController(rootViewController: chooser)
            window.makeKeyAndVisible()
            CATransaction.flush()
            for line in chooser.rowCenters() { print(line) }
        } else {
            window.rootViewController = UINavigationController(rootViewController: ControlsViewController())
            window.makeKeyAndVisible()
        }
        self.window = window
        print("tandem-demo: window open")
        fflush(stdout)
        return true
    }
}

/// Counts display frames.
private final class FrameCounter {
    var frames = 0

    func tick() {
        frames += 1
    }
}
