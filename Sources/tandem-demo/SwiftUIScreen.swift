import Combine
import Foundation
import SwiftUI
import UIKit

/// Seed 001's circle, hosted in a UIKit screen, next to a small SwiftUI
/// settings form: state, bindings, controls, symbols and stacks.
final class CircleModel: ObservableObject {
    @Published var text: String

    init(text: String) {
        self.text = text
    }
}

struct CircleView: View {
    @ObservedObject var model: CircleModel

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.blue)
            Text(model.text)
                .foregroundColor(Color.white)
        }
    }
}

struct SettingsForm: View {
    @State private var notifications = true
    @State private var volume = 0.6
    @State private var name = "Ada"
    @State private var taps = 0
    /// Fifths of a turn the star has made: each tap turns it with a spring.
    @State private var starTurns = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Settings", systemImage: "gearshape")
                .font(.title2.bold())
            Toggle("Notifications", isOn: $notifications)
            HStack {
                Image(systemName: "speaker.wave.2")
                Slider(value: $volume)
            }
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
            HStack {
                Button("Tapped \(taps) times") {
                    taps += 1
                    // The window test reads these lines.
                    print("swiftui tapped \(taps)")
                    fflush(stdout)
                    withAnimation(.bouncy) {
                        starTurns += 1
                    } completion: {
                        print("swiftui star turned")
                        fflush(stdout)
                    }
                }
                .buttonStyle(.borderedProminent)
                Spacer()
                Image(systemName: "star.fill").foregroundColor(.yellow)
                    .rotationEffect(.degrees(72 * Double(starTurns)))
                    .scaleEffect(starTurns % 2 == 1 ? 1.4 : 1)
                Text("**Hello**, \(name)")
            }
        }
        .padding()
    }
}

final class SwiftUIScreenController: UIViewController {
    let model = CircleModel(text: "Tick 1")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let circle = UIHostingController(rootView: CircleView(model: model))
        let form = UIHostingController(rootView: SettingsForm())
        for child in [circle, form] {
            addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        NSLayoutConstraint.activate([
            circle.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            circle.view.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            circle.view.widthAnchor.constraint(equalToConstant: 160),
            circle.view.heightAnchor.constraint(equalToConstant: 160),
            form.view.topAnchor.constraint(equalTo: circle.view.bottomAnchor, constant: 24),
            form.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            form.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    private weak var timer: Timer?
    private var ticks = 1

    /// Seed 001's timer: the circle's text changes on every tick (each
    /// printed, for the window test).
    func startTicking(interval: TimeInterval) {
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
    }

    private func tick() {
        ticks += 1
        model.text = "Tick \(ticks)"
        print("tick \(ticks)")
        fflush(stdout)
    }

    deinit {
        timer?.invalidate()
    }

    /// Where the form's button is, in window points (the window test taps it).
    func buttonCenter() -> CGPoint? {
        guard let window = view.window else { return nil }
        var stack = [view!]
        while let current = stack.popLast() {
            if let label = current as? UILabel, label.text?.hasPrefix("Tapped") == true {
                return label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: window)
            }
            stack.append(contentsOf: current.subviews)
        }
        return nil
    }

    /// The screen rendered headless, as PNG data.
    static func render() -> Data? {
        let controller = SwiftUIScreenController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.model.text = "Tick 2"
        CATransaction.flush()
        return window.tandemSnapshot().pngData()
    }
}
