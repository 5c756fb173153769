/// A view that animates its content through a sequence of phases: it
/// shows the content for each phase in turn, changing to the next with the
/// animation `animation` gives for it, and moves on when that animation
/// has finished.
///
/// Without a trigger it cycles for as long as it is shown. With one, it
/// rests in the first phase and runs through all the phases once, back to
/// the first, each time the trigger's value changes.
@preconcurrency @MainActor
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyEquatableValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    @State private var index = 0
    @State private var run = PhaseAnimatorRun()

    /// Cycles through `phases` for as long as the view is shown.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnyEquatableValue(trigger)
        self.content = content
        self.animation = animation
    }

    /// The content for the current phase.
    public var body: some View {
        Group {
            if phases.isEmpty {
                EmptyView()
            } else {
                // Changes the content takes with a new trigger (made in the
                // same update) run with the animation of the run's first step,
                // as the phase change does.
                content(phases[min(index, phases.count - 1)])
                    .animation(phases.count > 1 ? animation(phases[1]) : nil, value: trigger)
            }
        }
        .onAppear {
            run.isShown = true
            if trigger == nil { advance(generation: run.generation) }
        }
        .onDisappear {
            run.isShown = false
            run.generation += 1
        }
        .onChange(of: trigger) { _, _ in
            // A new trigger starts a new run from the first phase.
            run.generation += 1
            index = 0
            advance(generation: run.generation)
        }
    }

    /// Moves to the next phase with its animation, and on when it has finished.
    private func advance(generation: Int) {
        guard phases.count > 1, run.isShown, generation == run.generation else { return }
        let next = (index + 1) % phases.count
        // A triggered run ends when it is back at the first phase.
        let continues = trigger == nil || next != 0
        withAnimation(animation(phases[next])) {
            index = next
        } completion: {
            if continues { advance(generation: generation) }
        }
    }
}

/// Where a `PhaseAnimator` is in its run: kept by reference, so that the
/// completions of earlier runs see a newer run and stop.
@MainActor
final class PhaseAnimatorRun {
    /// Counts runs: a completion of an older run does nothing.
    var generation = 0
    /// Whether the animator is on screen (it stops when it leaves).
    var isShown = false
}

/// A value compared by `==` without its type in the signature (a trigger).
struct AnyEquatableValue: Equatable {
    private let value: Any

    init(_ value: some Equatable) {
        self.value = value
    }

    static func == (lhs: AnyEquatableValue, rhs: AnyEquatableValue) -> Bool { AnyEquality.equal(lhs.value, rhs.value) }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier was applied
/// to, as its content closure receives it.
@preconcurrency @MainActor
public struct PlaceholderContentView<Value: View>: View {
    let content: Value

    /// The modified view.
    public var body: some View { content }
}

extension View {
    /// Animates this view through `phases` for as long as it is shown (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` once each time `trigger` changes (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
