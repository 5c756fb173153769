import Combine
import Foundation
import SwiftUI

// Views and objects the interop spec tests drive (InteropSpecTests.swift).

/// The calls the spec tests' representables receive, in order.
@MainActor
enum SpecLog {
    static var events: [String] = []
}

/// A coordinator numbered in order of creation, so a log shows which one a call received.
@MainActor
final class SpecCoordinator {
    static var made = 0
    let serial: Int

    init() {
        SpecCoordinator.made += 1
        serial = SpecCoordinator.made
    }
}

/// A label that logs its layout passes.
final class SpecLabel: UILabel {
    var logsLayout = true

    override func layoutSubviews() {
        super.layoutSubviews()
        if logsLayout { SpecLog.events.append("layout") }
    }
}

/// A representable that logs every call with its coordinator's serial number.
struct SpecProbe: UIViewRepresentable {
    let name: String
    var value = 0

    func makeCoordinator() -> SpecCoordinator {
        SpecLog.events.append("\(name).coordinator")
        return SpecCoordinator()
    }

    func makeUIView(context: Context) -> SpecLabel {
        SpecLog.events.append("\(name).make(c\(context.coordinator.serial))")
        return SpecLabel()
    }

    func updateUIView(_ uiView: SpecLabel, context: Context) {
        SpecLog.events.append("\(name).update(\(value), c\(context.coordinator.serial))")
        uiView.text = "\(name) \(value)"
    }

    static func dismantleUIView(_ uiView: SpecLabel, coordinator: SpecCoordinator) {
        SpecLog.events.append("dismantle(\(uiView.text ?? ""), c\(coordinator.serial))")
    }
}

/// A published value (the spec's observed object).
final class SpecModel: ObservableObject {
    @Published var value = 0
    @Published var flag = true
    @Published var ids = [1, 2]
    @Published var identity = 0
}

/// A reference type a representable holds without observing it.
final class SpecPlainBox {
    var value = 0
}

/// A representable with an observed object and a plain object among its inputs.
struct ObservingProbe: UIViewRepresentable {
    @ObservedObject var model: SpecModel
    let plain: SpecPlainBox

    func makeUIView(context: Context) -> UILabel { UILabel() }

    func updateUIView(_ uiView: UILabel, context: Context) {
        SpecLog.events.append("update(model \(model.value), plain \(plain.value))")
    }
}

/// A counter whose state shows whether its identity survived.
struct SpecCounter: View {
    let name: String
    @State var count = 0
    @StateObject var object = SpecStateObject()

    var body: some View {
        SpecLog.events.append("\(name).body(count \(count), object \(object.serial))")
        return SpecProbe(name: name, value: count)
    }
}

/// Counts how many were made, to show when `@StateObject` runs its autoclosure.
@MainActor
final class SpecStateObject: ObservableObject {
    static var made = 0
    let serial: Int

    init() {
        SpecStateObject.made += 1
        serial = SpecStateObject.made
    }
}

/// A representable whose `sizeThatFits` logs each proposal and answers a size derived from it.
struct ProposalProbe: UIViewRepresentable {
    let answers: Bool

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = "Fallback"
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        SpecLog.events.append("proposal(\(Self.text(proposal.width)), \(Self.text(proposal.height)))")
        guard answers else { return nil }
        return CGSize(width: min(proposal.width ?? 80, 120), height: 30)
    }

    static func text(_ length: CGFloat?) -> String {
        guard let length else { return "nil" }
        return length.isFinite ? "\(Int(length))" : "inf"
    }
}

/// A representable that reads its context: transaction, environment, animate.
struct ContextProbe: UIViewRepresentable {
    let value: Int

    func makeUIView(context: Context) -> UILabel { UILabel() }

    func updateUIView(_ uiView: UILabel, context: Context) {
        let animated = context.transaction.animation != nil
        SpecLog.events.append("update(\(value), animated \(animated), enabled \(context.environment.isEnabled))")
        context.animate {
            uiView.text = "\(value)"
            SpecLog.events.append("changes")
        } completion: {
            SpecLog.events.append("completion")
        }
    }
}

/// A representable that sets the frame SwiftUI owns.
struct FrameTakingProbe: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.frame = CGRect(x: 300, y: 300, width: 5, height: 5)
        uiView.transform = CGAffineTransform(scaleX: 2, y: 2)
    }
}

/// Where a representable writes state during a view update.
enum SpecWritePlace: Sendable {
    case make, update, sizeThatFits
}

/// A representable that writes its binding in one of its calls.
struct StateWritingProbe: UIViewRepresentable {
    let place: SpecWritePlace
    @Binding var count: Int

    func makeUIView(context: Context) -> UIView {
        if place == .make { count += 1 }
        return UIView()
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        if place == .update, count == 0 { count += 1 }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        if place == .sizeThatFits, count == 0 { count += 1 }
        return CGSize(width: 10, height: 10)
    }
}

/// Shows a binding-writing representable and the state it writes.
struct StateWritingHost: View {
    let place: SpecWritePlace
    @State var count = 0

    var body: some View {
        VStack {
            Text("count \(count)")
            StateWritingProbe(place: place, count: $count)
        }
    }
}

/// A view controller that logs its containment and appearance calls.
final class SpecController: UIViewController {
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        SpecLog.events.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        SpecLog.events.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        SpecLog.events.append("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        SpecLog.events.append("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        SpecLog.events.append("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        SpecLog.events.append("\(name).viewDidDisappear")
    }
}

/// A controller representable that logs its calls.
struct ControllerProbe: UIViewControllerRepresentable {
    let value: Int

    func makeCoordinator() -> SpecCoordinator {
        SpecLog.events.append("vc.coordinator")
        return SpecCoordinator()
    }

    func makeUIViewController(context: Context) -> SpecController {
        SpecLog.events.append("vc.make(c\(context.coordinator.serial))")
        return SpecController(name: "child")
    }

    func updateUIViewController(_ uiViewController: SpecController, context: Context) {
        SpecLog.events.append("vc.update(\(value))")
    }

    static func dismantleUIViewController(_ uiViewController: SpecController, coordinator: SpecCoordinator) {
        SpecLog.events.append("vc.dismantle(c\(coordinator.serial))")
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: SpecController, context: Context) -> CGSize? {
        CGSize(width: 150, height: 60)
    }
}

/// A hosting controller that logs its containment calls.
final class LoggingHostingController<Content: View>: UIHostingController<Content> {
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        SpecLog.events.append("hosting.willMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        SpecLog.events.append("hosting.didMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func removeFromParent() {
        SpecLog.events.append("hosting.removeFromParent")
        super.removeFromParent()
    }
}

/// A key with a default, exposed through an `EnvironmentValues` property.
struct SpecGreetingKey: EnvironmentKey {
    static let defaultValue = "hello"
}

extension EnvironmentValues {
    var specGreeting: String {
        get { self[SpecGreetingKey.self] }
        set { self[SpecGreetingKey.self] = newValue }
    }
}

/// Reads the greeting and `isEnabled` from the environment.
struct EnvironmentReader: View {
    let name: String
    @Environment(\.specGreeting) var greeting
    @Environment(\.isEnabled) var isEnabled

    var body: some View {
        SpecLog.events.append("\(name): \(greeting), enabled \(isEnabled)")
        return Text(greeting)
    }
}

/// The seed-000 shape: a view model with a nested value edited through `$viewModel.event.name`.
struct SpecEvent {
    var name: String
    var attendees: Int
}

/// The view model of the `$viewModel.event.name` test.
final class SpecEventModel: ObservableObject {
    @Published var event = SpecEvent(name: "Launch", attendees: 3)
}

/// A view that hands out the projected binding.
struct SpecEventView: View {
    @ObservedObject var viewModel: SpecEventModel
    static var nameBinding: Binding<String>?

    var body: some View {
        SpecEventView.nameBinding = $viewModel.event.name
        return TextField("Name", text: $viewModel.event.name)
    }
}

/// One row whose cell shows a `UIHostingConfiguration` (spec item 29).
@MainActor
final class HostingConfigurationSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.contentConfiguration = UIHostingConfiguration {
            Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 20)
        }
        .background { Color(red: 0, green: 0, blue: 1) }
        .margins(.all, 8)
        .minSize(width: nil, height: 90)
        return cell
    }
}

/// Notes edited in a `TextEditor`, rewritten from outside (the text-input guard test).
final class NotesModel: ObservableObject {
    @Published var text = "Hello world"
    @Published var revision = 0
}

/// A `TextEditor` whose parent re-renders on an unrelated change.
struct NotesEditor: View {
    @ObservedObject var model: NotesModel

    var body: some View {
        VStack {
            Text("revision \(model.revision)")
            TextEditor(text: $model.text)
        }
    }
}

/// A representable that reads only `isEnabled` from its context.
struct ContextEnabledReader: UIViewRepresentable {
    func makeUIView(context: Context) -> UILabel { UILabel() }

    func updateUIView(_ uiView: UILabel, context: Context) {
        SpecLog.events.append("update(enabled \(context.environment.isEnabled))")
    }
}

/// Environment inputs around `ContextEnabledReader`, changed by the test.
final class EnvironmentInputs: ObservableObject {
    @Published var greeting = "hello"
    @Published var disabled = false
    @Published var dark = false
}

struct EnvironmentInputsHost: View {
    @ObservedObject var inputs: EnvironmentInputs

    var body: some View {
        ContextEnabledReader()
            .environment(\.specGreeting, inputs.greeting)
            .disabled(inputs.disabled)
            .environment(\.colorScheme, inputs.dark ? .dark : .light)
    }
}
