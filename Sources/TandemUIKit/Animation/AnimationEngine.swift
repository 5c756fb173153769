import Foundation
import TandemGraphics
import TandemSupport

/// Runs layers' animations: on each frame it works out what every animating
/// layer presents at the clock's time, damages the areas that changed, and
/// afterwards tells delegates and completions what started and stopped.
///
/// Frames are part of the commit (``prepareFrame()`` runs just before the
/// render phase), so a frame draws the presentation of the moment it
/// renders. While something animates in real time, a run-loop timer asks
/// for a commit every display refresh; once everything has settled no timer
/// runs. With a manual clock, frames come from `TandemAnimationClock.advance(by:)`
/// (and from commits that run anyway).
@MainActor
package enum AnimationEngine {
    /// The layers with animations or a presentation still drawn, in the
    /// order they began; held weakly (a layer let go of ends its animations).
    private static var animating: [WeakLayer] = []

    private struct WeakLayer {
        weak var layer: CALayer?
    }
    /// Delegate calls and completions due after the frame that found them.
    private static var events: [() -> Void] = []
    /// The timer that asks for frames in real time.
    private static var timer: Timer?
    /// Display links and property animators, called before each frame.
    private static var observers: [AnimationFrameObserver] = []
    /// Set when a frame must be made even if nothing else asks for a commit.
    private(set) static var needsFrame = false

    /// The frames per second asked for in real time: the main screen's
    /// refresh rate (60 headless).
    static var framesPerSecond: Double { Double(UIScreen.main.maximumFramesPerSecond) }

    static var hasAnimations: Bool {
        runningProgresses > 0 || animating.contains { $0.layer?.animationState != nil }
            || observers.contains { $0.endsByItself && $0.wantsFrames }
    }
    /// Whether something moves that comes to rest by itself: what a UI test
    /// waits for after an action, as XCUITest waits for its app to idle.
    /// A finite animation of a layer in a window, a scroll view's
    /// deceleration, a paced change, a completion still to deliver; not an
    /// animation that repeats forever, a paused one, or one on a layer in no
    /// window (real time would not move it).
    static var isSettling: Bool {
        runningProgresses > 0 || !events.isEmpty
            || observers.contains { $0.endsByItself && $0.wantsFrames }
            || animating.contains { entry in
                guard let layer = entry.layer, let state = layer.animationState, state.isMoving, layer.hasHostedRoot
                else { return false }
                return state.entries.contains { !$0.didReportEnd && $0.animation.activeDuration.isFinite }
            }
    }
    /// Changes paced by an ``AnimationProgress`` that have not finished
    /// (they are animations too: `runAnimationsToEnd` waits for them).
    static var runningProgresses = 0
    static var hasPendingEvents: Bool { !events.isEmpty }

    /// `layer` has a new animation: it takes part in the next frames.
    static func didAdd(to layer: CALayer) {
        if !animating.contains(where: { $0.layer === layer }) { animating.append(WeakLayer(layer: layer)) }
        requestFrame()
    }

    /// Runs `work` after the next frame has rendered.
    package static func afterNextFrame(_ work: @escaping () -> Void) {
        events.append(work)
        requestFrame()
    }

    /// Adds an observer of frames (until it is removed).
    package static func addFrameObserver(_ observer: AnimationFrameObserver) {
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
        requestFrame()
    }

    /// Removes an observer of frames.
    package static func removeFrameObserver(_ observer: AnimationFrameObserver) {
        observers.removeAll { $0 === observer }
    }

    /// Whether something needs frames to keep coming: a layer in a window
    /// whose animations move (not paused, not ended and kept), a display
    /// link that is not paused, a running animator.
    private static var wantsFrames: Bool {
        animating.contains { entry in
            guard let layer = entry.layer else { return false }
            return layer.hasHostedRoot && layer.animationState?.isMoving == true
        } || observers.contains { $0.wantsFrames }
    }

    /// Asks for a frame: a commit on this run loop, and in real time a timer for the ones after.
    static func requestFrame() {
        needsFrame = true
        Commit.schedule()
        startTimerIfNeeded()
    }

    /// Starts the real-time frame timer when frames are wanted and none runs.
    private static func startTimerIfNeeded() {
        guard !TandemAnimationClock.isManual, timer == nil, wantsFrames else { return }
        let made = Timer(timeInterval: 1 / framesPerSecond, repeats: true) { _ in
            MainActor.assumeIsolated { renderFrame() }
        }
        RunLoop.current.add(made, forMode: .common)
        timer = made
    }

    /// Makes a frame now: the observers' callbacks, then a commit that
    /// draws the animations at the clock's time.
    static func renderFrame() {
        let now = TandemAnimationClock.now
        for observer in observers { observer.animationFrame(at: now) }
        needsFrame = true
        Commit.run()
        // Layers in no window draw nothing: they do not keep the timer going.
        if TandemAnimationClock.isManual || !wantsFrames {
            timer?.invalidate()
            timer = nil
        }
    }

    /// Works out every animating layer's presentation at the clock's time
    /// and damages what moved. Called by the commit before it renders.
    static func prepareFrame() {
        needsFrame = false
        guard !animating.isEmpty else { return }
        let now = TandemAnimationClock.now
        var still: [WeakLayer] = []
        still.reserveCapacity(animating.count)
        for entry in animating {
            guard let layer = entry.layer, let state = layer.animationState else { continue }
            if layer.hasHostedRoot {
                state.wasHosted = true
            } else if state.wasHosted {
                // A layer taken out of its window loses the animations that
                // would be removed at their end, unfinished (Core Animation's rule).
                state.wasHosted = false
                remove(from: layer) { $0.animation.isRemovedOnCompletion }
            }
            update(layer, state: state, at: now)
            if state.entries.isEmpty && state.presentation == nil && state.transition == nil {
                layer.animationState = nil
            } else {
                still.append(entry)
            }
        }
        animating = still
        // A layer that came into a window since its animation was added starts the frames.
        startTimerIfNeeded()
    }

    /// Delivers the delegate calls and completions the frame found. Called
    /// by the commit after it rendered (they may change layers: the next
    /// commit draws that).
    static func deliverEvents() {
        guard !events.isEmpty else { return }
        let due = events
        events = []
        for event in due { event() }
        // What they queued (a completion that animates again) waits for the
        // next frame, as UIKit runs it on a later turn: never a loop here.
        if !events.isEmpty { requestFrame() }
    }

    /// The presentation of `layer` at `time`: a copy with its animations'
    /// values, or nil when they change nothing then.
    static func presentation(of layer: CALayer, at time: CFTimeInterval) -> CALayer? {
        guard let state = layer.animationState else { return nil }
        var values = PresentationValues(model: layer)
        let local = layer.localTime(at: time)
        for entry in state.entries {
            entry.animation.applyFilled(entry.animation.sample(elapsed: local - entry.start), to: &values)
        }
        return makePresentation(of: layer, values: values)
    }

    // MARK: One layer

    private static func update(_ layer: CALayer, state: LayerAnimations, at globalTime: CFTimeInterval) {
        var values = PresentationValues(model: layer)
        // The layer's time: its ancestors' speeds and offsets applied.
        let now = layer.localTime(at: globalTime)
        var kept: [LayerAnimations.Entry] = []
        kept.reserveCapacity(state.entries.count)
        var moving = false
        // The last transition added that shows something now is drawn.
        var transitionFrame: TransitionFrame?
        for var entry in state.entries {
            let sample = entry.animation.sample(elapsed: now - entry.start)
            var hasBegun = true
            switch sample {
            case .beforeStart:
                hasBegun = false
                moving = moving || entry.animation.speed != 0
            case .active:
                moving = moving || entry.animation.speed != 0
            case .ended:
                break
            }
            if hasBegun, !entry.didStart {
                entry.didStart = true
                let animation = entry.animation
                if let delegate = animation.delegate { events.append { delegate.animationDidStart(animation) } }
            }
            if case .ended = sample, !entry.didReportEnd {
                entry.didReportEnd = true
                stopped(entry, finished: true)
                if entry.animation.isRemovedOnCompletion { continue }
            }
            entry.animation.applyFilled(sample, to: &values)
            if let transition = entry.animation as? CATransition, let snapshot = entry.snapshot,
                let progress = transition.progress(at: sample)
            {
                transitionFrame = TransitionFrame(
                    type: transition.type, subtype: transition.subtype, progress: progress, old: snapshot)
            }
            kept.append(entry)
        }
        state.entries = kept
        let previousTransition = state.transition
        state.transition = transitionFrame
        // Paused by its own or an ancestor's speed, it stands still.
        state.isMoving = moving && layer.effectiveSpeed != 0
        let previous = state.presentation
        state.presentation = makePresentation(of: layer, values: values)
        // Damage only what moved (a commit made for other reasons finds a still presentation).
        let unchanged = previous != nil && state.presentation != nil && state.lastValues == values.changed
        state.lastValues = values.changed
        let transitionChanged = previousTransition != state.transition
        if transitionChanged || !unchanged && (previous != nil || state.presentation != nil) {
            damage(layer, state: state)
        }
    }

    private static func makePresentation(of layer: CALayer, values: PresentationValues) -> CALayer? {
        guard !values.isEmpty else { return nil }
        let copy = type(of: layer).init(layer: layer)
        copy.presentedModel = layer
        values.write(to: copy)
        return copy
    }

    /// An animation stopped: its delegate and its groups hear it after the frame.
    static func stopped(_ entry: LayerAnimations.Entry, finished: Bool) {
        let animation = entry.animation
        let groups = entry.groups
        events.append {
            animation.delegate?.animationDidStop(animation, finished: finished)
            for group in groups { group.animationStopped(finished: finished) }
        }
    }

    /// Damages the area the presentation covered on the last frame and the one it covers now.
    private static func damage(_ layer: CALayer, state: LayerAnimations) {
        guard let host = layer.rootLayer.host else {
            state.drawnArea = nil
            return
        }
        let drawn = state.presentation ?? layer
        let area = presentedArea(of: layer, drawn: drawn)
        // A window about to be redrawn whole needs no damage, but what this
        // frame draws must be remembered: the next frame damages it.
        if host.isEntirelyDamaged {
            state.drawnArea = area
            return
        }
        // On the first frame, what was drawn before is the model.
        if let old = state.drawnArea ?? presentedArea(of: layer, drawn: layer) {
            host.layerTreeDamaged(old, byAnimationOf: layer)
        }
        if let area {
            host.layerTreeDamaged(area, byAnimationOf: layer)
        } else {
            host.layerTreeDamagedEntirely()
        }
        state.drawnArea = area
    }

    /// The area `drawn` (the layer's presentation, or the layer) and the
    /// layer's sublayers cover, in the root layer's coordinates; nil when
    /// too many layers would be visited to find it.
    private static func presentedArea(of layer: CALayer, drawn: CALayer) -> CGRect? {
        guard let subtree = layer.subtreeDrawnRect(visitingAtMost: CALayer.damageWalkLimit) else { return nil }
        var rect = subtree.union(drawn.ownDrawnRect)
        if let transition = layer.animationState?.transition {
            // A push, move-in or reveal draws up to a bounds' size beyond the layer, a flip within it.
            let offsets = transition.offsets(for: layer.bounds.size)
            rect = rect.union(rect.offsetBy(dx: offsets.old.x, dy: offsets.old.y))
                .union(rect.offsetBy(dx: offsets.new.x, dy: offsets.new.y))
                .union(transition.old.snapshot.rect.offsetBy(dx: offsets.old.x, dy: offsets.old.y))
        }
        guard let parent = layer.superlayer else { return rect }
        rect = rect.applying(drawn.transformToSuperlayer)
        return rect.applying(parent.transform(toAncestor: nil))
    }

    // MARK: Adding and removing

    /// Adds `animation` to `layer` under `key`, replacing (and stopping,
    /// unfinished) one with the same key; `groups` hear when it stops.
    static func add(_ animation: CAAnimation, to layer: CALayer, key: String?, groups: [AnimationCompletionGroup]) {
        if let property = animation as? CAPropertyAnimation, property.animationKey == nil {
            Diagnostics.reportOnce(
                "CoreAnimation", id: "animation.keyPath.\(property.keyPath ?? "nil")",
                "an animation of the key path \(property.keyPath.map { "'\($0)'" } ?? "nil") changes nothing: Tandem animates "
                    + LayerAnimationKey.Property.allCases.map(\.rawValue).joined(separator: ", ") + " and their parts")
        }
        // A transition's old appearance is what is drawn before it is added
        // (a transition it replaces included, at its current frame).
        let snapshot = (animation as? CATransition).map { LayerSnapshotBox($0.pictured ?? LayerSnapshot(of: layer)) }
        if let transition = animation as? CATransition,
            ![.fade, .push, .moveIn, .reveal, .flip].contains(transition.type)
        {
            Diagnostics.reportOnce(
                "CoreAnimation", id: "transition.type.\(transition.type.rawValue)",
                "a transition of type '\(transition.type.rawValue)' is drawn as a fade: Tandem draws fade, moveIn, push and reveal"
            )
        }
        let state = layer.animationState ?? LayerAnimations()
        layer.animationState = state
        if let key, let index = state.entries.firstIndex(where: { $0.key == key }) {
            let old = state.entries.remove(at: index)
            if !old.didReportEnd { stopped(old, finished: false) }
        }
        // A begin time of 0 is the layer's "now", as Core Animation sets it when the transaction commits.
        let start = animation.beginTime > 0 ? animation.beginTime : layer.localTime(at: TandemAnimationClock.now)
        anonymousKeys += 1
        let entryKey = key ?? "tandem.animation.\(anonymousKeys)"
        for group in groups { group.add() }
        state.entries.append(
            LayerAnimations.Entry(
                key: entryKey, isNamed: key != nil, animation: animation, start: start, groups: groups,
                snapshot: snapshot))
        state.isMoving = true
        capture?.append(CapturedAnimation(layer: layer, animation: animation, start: start))
        didAdd(to: layer)
    }

    /// An animation added while ``capture`` gathers them: its layer and its start in the layer's time.
    struct CapturedAnimation {
        let layer: CALayer
        let animation: CAAnimation
        let start: CFTimeInterval
    }

    /// When set, every animation added is also appended here (what an
    /// interactive transition's animator adds, for the interaction controller to scrub).
    static var capture: [CapturedAnimation]?

    private static var anonymousKeys = 0

    /// Removes the animations of `layer` that `matches` selects; they stop
    /// unfinished (their delegates and groups hear it when `reportingStop`).
    /// `finished` is what they report (true for an animation run back to its start by an interactive transition).
    static func remove(
        from layer: CALayer, reportingStop: Bool = true, finished: Bool = false,
        where matches: (LayerAnimations.Entry) -> Bool
    ) {
        guard let state = layer.animationState else { return }
        let removed = state.entries.filter(matches)
        guard !removed.isEmpty else { return }
        state.entries.removeAll(where: matches)
        if reportingStop {
            for entry in removed where !entry.didReportEnd { stopped(entry, finished: finished) }
        }
        requestFrame()
    }
}
