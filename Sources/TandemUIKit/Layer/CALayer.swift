public import Foundation
public import TandemGraphics
import TandemSupport

/// A rectangle of drawn content — background, border, rounded corners,
/// shadow, an image or drawn contents — with sublayers; every `UIView` is
/// backed by one.
///
/// Main-actor only in Tandem (Core Animation layers are not thread-safe
/// either). Property changes damage the layer's area in its window, which
/// redraws only damaged areas at the next commit. Setting a property
/// changes the model at once; animations added with `add(_:forKey:)` (and
/// a view's changes inside `UIView.animate`) change what is drawn, the
/// presentation (docs/Animation.md). A standalone layer that was drawn
/// animates its animatable properties' changes implicitly
/// (``action(forKey:)``, `CATransaction`).
@preconcurrency @MainActor
open class CALayer: Hashable {
    /// Identity, as `NSObject` compares: the same object.
    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Geometry

    // The geometry, the commit flags and a label's text attributes are read
    // on every layout and update pass. They carry `@exclusivity(unchecked)`:
    // only the main actor touches them, never across a call that could reach
    // them again through an inout access, and a dynamic exclusivity check
    // costs a thread-local look-up and a record of each access. Debug
    // builds define `TANDEM_CHECKED_EXCLUSIVITY` (Package.swift), which
    // checks them again: the tests and CI run checked.

    /// The layer's own coordinate space: its origin is the top-left corner's coordinate.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var bounds: CGRect = .zero {
        willSet { if !newValue.hasSameFields(as: bounds), !isSettingFrame { damageSubtree() } }
        didSet {
            guard !bounds.hasSameFields(as: oldValue) else { return }
            if UIViewAnimationBlock.current != nil || !isViewBacked {
                animatableValueChanged(.bounds, from: .rect(oldValue))
            }
            // A sublayer transform turns about the anchor, which moved with the bounds.
            if extras?.sublayerTransform != nil { for sublayer in sublayerStorage { sublayer.invalidateRenderInfo() } }
            if bounds.size != oldValue.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                // A view lays its layer out when its own bounds change.
                if !isViewBacked { setNeedsLayout() }
                boundsSizeDidChange()
            }
            if !isSettingFrame { damageSubtree() }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var position: CGPoint = .zero {
        willSet { if newValue != position, !isSettingFrame { damageSubtree() } }
        didSet {
            guard position != oldValue else { return }
            if UIViewAnimationBlock.current != nil || !isViewBacked {
                animatableValueChanged(.position, from: .point(oldValue))
            }
            if !isSettingFrame { damageSubtree() }
        }
    }

    /// Set while ``frame`` sets the bounds and the position: the frame
    /// damages the old rectangle and the new one once, where each of the two
    /// would damage both (a first layout sets a frame on every view).
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var isSettingFrame = false

    /// The point of the bounds, in unit coordinates, that ``position`` locates
    /// and transforms pivot around; the center by default.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { damageSubtree() }
        didSet {
            if extras?.sublayerTransform != nil { for sublayer in sublayerStorage { sublayer.invalidateRenderInfo() } }
            damageSubtree()
        }
    }

    /// The layer's transform relative to its anchor point (only the 2D part is drawn).
    open var transform: CATransform3D {
        get { CATransform3D(affineTransformValue) }
        set { setAffineTransform(newValue.affine) }
    }

    /// The 2D transform, read where layers are placed and drawn (set through ``setAffineTransform(_:)``).
    private(set) var affineTransformValue = CGAffineTransform.identity

    /// The 2D transform.
    open func affineTransform() -> CGAffineTransform { affineTransformValue }

    /// Sets the 2D transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        guard m != affineTransformValue else { return }
        damageSubtree()
        let old = affineTransformValue
        affineTransformValue = m
        if UIViewAnimationBlock.current != nil || !isViewBacked {
            animatableValueChanged(.transform, from: .transform(CATransform3D(old)))
        }
        damageSubtree()
    }

    /// The layer's extent in its superlayer: the bounding box of its
    /// transformed bounds. Setting it moves and resizes the bounds (with an
    /// identity transform, exactly).
    open var frame: CGRect {
        get {
            // Untransformed (nearly every layer): the bounds' size at the anchor.
            guard affineTransformValue.isIdentity else { return bounds.applying(transformToSuperlayer).standardized }
            let size = bounds.size
            return CGRect(
                x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                width: size.width, height: size.height
            ).standardizedFields
        }
        set {
            let r = newValue.standardizedFields
            guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
                Diagnostics.report("CALayer", "ignored a non-finite frame \(newValue)")
                return
            }
            let newPosition = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            guard r.size != bounds.size || newPosition != position else { return }
            // The window is looked up once for both rectangles (a first
            // layout sets a frame on every view of a tree).
            let host = damageHost()
            invalidateRenderInfo()
            if let host { damageSubtree(to: host) }
            isSettingFrame = true
            // The whole bounds set, not `bounds.size` modified in place: the
            // modify accessor of an overridable property with observers
            // allocates its coroutine frame on the heap.
            if r.size != bounds.size { bounds = CGRect(origin: bounds.origin, size: r.size) }
            position = newPosition
            isSettingFrame = false
            invalidateRenderInfo()
            if let host, !host.isEntirelyDamaged { damageSubtree(to: host) }
        }
    }

    /// Ignored by Tandem's renderer (sublayers draw in order).
    open var zPosition: CGFloat = 0

    /// Called after the bounds size changed (views lay out and re-resolve their masks).
    func boundsSizeDidChange() {}

    // MARK: Appearance

    /// The fill behind the contents; nil for none.
    open var backgroundColor: CGColor? {
        didSet {
            guard backgroundColor != oldValue else { return }
            if UIViewAnimationBlock.current != nil || !isViewBacked {
                animatableValueChanged(.backgroundColor, from: AnimatedValue(color: oldValue))
            }
            damageSelf()
        }
    }
    /// The radius of the rounded corners of the background, border and (with ``masksToBounds``) the clip.
    open var cornerRadius: CGFloat = 0 {
        didSet {
            guard cornerRadius != oldValue else { return }
            if UIViewAnimationBlock.current != nil || !isViewBacked {
                animatableValueChanged(.cornerRadius, from: .number(Double(oldValue)))
            }
            damageSelf()
        }
    }
    /// The corners ``cornerRadius`` rounds; all four by default.
    open var maskedCorners: CACornerMask = CACornerMask.all { didSet { if maskedCorners != oldValue { damageSelf() } } }
    /// Whether sublayers and contents are clipped to the (rounded) bounds.
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { damageSubtree() } } }
    /// The width of the border, drawn inside the bounds, above the sublayers.
    open var borderWidth: CGFloat = 0 {
        didSet {
            guard borderWidth != oldValue else { return }
            if UIViewAnimationBlock.current != nil || !isViewBacked {
                animatableValueChanged(.borderWidth, from: .number(Double(oldValue)))
            }
            damageSelf()
        }
    }
    /// The border's color; opaque black by default.
    open var borderColor: CGColor? = .black {
        didSet {
            guard borderColor != oldValue else { return }
            if UIViewAnimationBlock.current != nil || !isViewBacked {
                animatableValueChanged(.borderColor, from: AnimatedValue(color: oldValue))
            }
            damageSelf()
        }
    }
    /// The opacity of the layer and its sublayers, composited as a group.
    open var opacity: Float = 1 {
        didSet {
            guard opacity != oldValue else { return }
            if UIViewAnimationBlock.current != nil || !isViewBacked {
                animatableValueChanged(.opacity, from: .number(Double(oldValue)))
            }
            damageSubtree()
        }
    }
    /// Whether the layer and its sublayers are not drawn.
    open var isHidden = false {
        willSet { if newValue != isHidden, !isHidden { damageSubtree() } }
        didSet {
            invalidateRenderInfo()
            if isHidden != oldValue, !isHidden { damageSubtree() }
        }
    }
    /// A hint that the layer fills its bounds with opaque content.
    open var isOpaque = false
    /// Whether a bounds size change calls ``setNeedsDisplay()``.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var needsDisplayOnBoundsChange = false
    /// A name for debugging.
    open var name: String?
    /// Pixels per point of the layer's drawn contents; the main screen's scale by default.
    open var contentsScale: CGFloat = UIScreen.mainScale

    /// The layer's image: a `CGImage` (other values draw nothing). Filled by
    /// ``display()`` for layers whose delegate draws.
    open var contents: Any? {
        didSet {
            contentsGeneration &+= 1
            contentsAreDrawn = assigningDrawnContents
            if !assigningDrawnContents { vectorContent = nil }
            damageSelf()
        }
    }
    /// Whether ``contents`` came from ``display()``'s drawing (rather than
    /// being set, as an image view sets its image).
    /// (Set by ``display()`` in CALayer+Display.swift, as are the next two.)
    var contentsAreDrawn = false
    var assigningDrawnContents = false
    /// The drawing that made the drawn ``contents``, when Tandem's own views
    /// made all of it: what vector destinations draw instead of the image.
    var vectorContent: LayerVectorContent?
    /// How ``contents`` is placed in the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { damageSelf() } }

    /// Counts assignments to ``contents``, so `display()` can tell whether a delegate set them.
    private(set) var contentsGeneration = 0

    /// The color of the shadow; opaque black by default.
    open var shadowColor: CGColor? {
        get { effects?.shadowColor ?? .black }
        set { updateEffects { $0.shadowColor = newValue } }
    }
    /// The shadow's opacity; 0 (no shadow) by default.
    open var shadowOpacity: Float {
        get { effects?.shadowOpacity ?? 0 }
        set { updateEffects { $0.shadowOpacity = newValue } }
    }
    /// The shadow's offset; (0, -3) by default, as in Core Animation.
    open var shadowOffset: CGSize {
        get { effects?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set { updateEffects { $0.shadowOffset = newValue } }
    }
    /// The shadow's blur radius; 3 by default.
    open var shadowRadius: CGFloat {
        get { effects?.shadowRadius ?? 3 }
        set { updateEffects { $0.shadowRadius = newValue } }
    }
    /// The shadow's shape; nil derives it from the layer's drawn alpha.
    open var shadowPath: CGPath? {
        get { effects?.shadowPath }
        set { updateEffects { $0.shadowPath = newValue } }
    }
    /// A layer whose alpha masks this layer's content (in this layer's coordinates).
    open var mask: CALayer? {
        get { effects?.mask }
        set {
            effects?.mask?.maskedLayer = nil
            updateEffects { $0.mask = newValue }
            newValue?.maskedLayer = self
            if let mask = newValue, !mask.commitFlags.isDisjoint(with: [.needsDisplay, .subtreeNeedsDisplay]) {
                mask.markCommitWork([], ancestors: .subtreeNeedsDisplay)
            }
        }
    }

    /// Rarely used settings, kept apart so that plain layers stay small.
    var effects: LayerEffects?
    /// The running animations and the presentation drawn for them (nil for a layer that never animated).
    var animationState: LayerAnimations?
    /// For a presentation copy: the layer it presents.
    weak var presentedModel: CALayer?
    /// What few layers set: their own timing, a sublayer transform (nil: none set).
    var extras: LayerExtras?

    // MARK: Actions (implicit animations)

    /// Actions by property name, searched after the delegate's
    /// (``action(forKey:)``); an `NSNull` value stops the search.
    open var actions: [String: CAAction]?

    /// The action to run when the property named `event` changes: the
    /// delegate's ``CALayerDelegate/action(for:forKey:)`` when it gives one,
    /// else ``actions``, else the class's ``defaultAction(forKey:)``, else,
    /// for an animatable property, a basic animation with the transaction's
    /// duration and timing function — the implicit animation. An `NSNull`
    /// found on the way means none. A view's own layer has none outside
    /// `UIView.animate` (UIKit's rule: its view answers `NSNull`).
    open func action(forKey event: String) -> CAAction? { resolvedAction(forKey: event) }

    /// The action a layer class gives for `event` when neither the
    /// delegate nor ``actions`` does; nil by default (the layer then makes
    /// its implicit animation).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Whether the layer was drawn in a frame: Core Animation animates a
    /// change implicitly only on a layer that was (a layer made and set
    /// up in one turn of the run loop appears as set up).
    var wasRendered = false
    /// Set on Tandem's own standalone layers (scroll indicators, the caret,
    /// masks), which UIKit changes without implicit animations.
    package var disablesImplicitAnimations = false

    /// The layer's extras, made when first needed.
    func ensureExtras() -> LayerExtras {
        if let extras { return extras }
        let made = LayerExtras()
        extras = made
        return made
    }
    /// The layer this one masks.
    weak var maskedLayer: CALayer?

    func updateEffects(_ change: (inout LayerEffects) -> Void) {
        damageSelf()
        var value = effects ?? LayerEffects()
        change(&value)
        effects = value
        damageSelf()
    }

    /// Whether a shadow is drawn.
    var hasShadow: Bool {
        guard let effects, effects.shadowOpacity > 0, let color = effects.shadowColor else { return false }
        return color.alpha > 0
    }

    // MARK: The tree

    /// The layer's parent.
    open var superlayer: CALayer? { superlayerStorage }
    /// The parent, held without a reference count (as `UIView.superviewStorage`,
    /// and for the same reason): a layer holds its sublayers and clears this
    /// when one leaves or when it goes (`deinit`).
    nonisolated(unsafe) private(set) unowned(unsafe) var superlayerStorage: CALayer?
    /// The sublayers (``ChildList``: a sublayer leaves in constant time).
    /// Not isolated, as `superlayerStorage` and `cachedRoot` are not, for
    /// `deinit` alone: it cuts its sublayers' links (``forgetRoots()``)
    /// on whatever thread releases the layer. Everything else reads and
    /// writes it on the main actor.
    nonisolated(unsafe) var sublayerList = ChildList<CALayer>()
    /// The sublayers, in order.
    var sublayerStorage: [CALayer] { sublayerList.ordered() }
    /// The layer's children, drawn in order (later on top); nil when there are none.
    open var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Receives drawing and layout requests: the view, for a view's layer.
    /// Held weakly, as in Core Animation; one set here is asked instead of
    /// the view.
    open var delegate: CALayerDelegate? {
        get { assignedDelegate ?? owningView }
        set { assignedDelegate = newValue }
    }

    /// The delegate set through ``delegate``.
    private weak var assignedDelegate: CALayerDelegate?

    /// The view whose layer this is, held without a reference count: the
    /// view owns the layer and clears this when it goes (`UIView.deinit`).
    /// Not `weak`: a weak reference gives its object a side table, and every
    /// retain and release of a view with one takes the slow path.
    nonisolated(unsafe) unowned(unsafe) var owningView: UIView?
    /// Whether this is a view's own layer (its layout is the view's).
    var isViewBacked = false
    /// The window surface this layer reports damage to, when it is a root.
    weak var host: LayerHost?

    /// What the renderer reads for every layer of every frame, behind a
    /// pointer: reading it costs no exclusivity check (class properties with
    /// observers are checked on every access), and it is recomputed only
    /// after the layer changed.
    private nonisolated(unsafe) let renderCache: UnsafeMutablePointer<LayerRenderInfo> = {
        let pointer = UnsafeMutablePointer<LayerRenderInfo>.allocate(capacity: 1)
        pointer.initialize(to: LayerRenderInfo())
        return pointer
    }()

    /// Not isolated, for the reason `UIView`'s is not; a layer with
    /// sublayers released off the main thread is reported, once.
    deinit {
        renderCache.deallocate()
        // Sublayers that outlive this layer must not point at it: neither
        // as their parent nor as their remembered root.
        let hadSublayers = !sublayerList.isEmpty
        for layer in sublayerList.ordered() {
            layer.superlayerStorage = nil
            // A layer that remembers no root has sublayers that remember none.
            if layer.cachedRoot != nil { layer.forgetRoots() }
        }
        if hadSublayers, !MainThread.isCurrent {
            Diagnostics.reportOnce(
                "UIKit", id: "CALayer.deinit",
                "A \(type(of: self)) was deallocated off the main thread: its sublayers' links to it were cut on that "
                    + "thread, racing the main thread's reads of them. Release layers in a window's tree on the main thread."
            )
        }
    }

    /// The cached geometry and visibility the renderer culls with.
    var renderInfo: LayerRenderInfo {
        if !renderCache.pointee.isValid {
            renderCache.pointee = LayerRenderInfo(
                isValid: true, toSuperlayer: transformToSuperlayer, ownRect: ownDrawnRect,
                isLeaf: sublayerList.isEmpty && effects?.mask == nil && effects?.pixelFilters.isEmpty != false,
                isInvisible: isHidden || opacity <= 0)
        }
        return renderCache.pointee
    }

    /// Forgets the cached render information.
    func invalidateRenderInfo() {
        renderCache.pointee.isValid = false
    }

    /// Creates an empty layer. Required so that a view's `layerClass` can make its layer.
    public required init() {}

    /// Creates a layer copying another's geometry and appearance — what is
    /// drawn of it, not its sublayers or delegate. Core Animation makes
    /// presentation copies with it (``presentation()``); subclasses with
    /// state of their own override it, call it, and copy theirs.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        // A class's own initializer sets its properties without their observers.
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        affineTransformValue = other.affineTransformValue
        zPosition = other.zPosition
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        opacity = other.opacity
        isHidden = other.isHidden
        isOpaque = other.isOpaque
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        name = other.name
        contentsScale = other.contentsScale
        contents = other.contents
        contentsAreDrawn = other.contentsAreDrawn
        vectorContent = other.vectorContent
        contentsGravity = other.contentsGravity
        effects = other.effects
        extras = other.extras?.copy()
    }

    /// Appends `layer` as the topmost sublayer (removing it from its old parent first).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayerList.count))
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to the count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        // A layer without sublayers has no descendants to form a cycle with.
        guard layer !== self, layer.sublayerList.isEmpty || !isSublayer(of: layer) else {
            Diagnostics.report("CALayer", "cannot add a layer to itself or to one of its sublayers; ignored")
            return
        }
        if layer.superlayer !== self || !sublayerList.remove(layer) { layer.removeFromSuperlayer() }
        layer.superlayerStorage = self
        layer.forgetRoots()
        sublayerList.insert(layer, at: min(Int(index), sublayerList.count))
        invalidateRenderInfo()
        // Work the sublayer asked for while detached must be found from the new root.
        if !layer.commitFlags.isDisjoint(with: [.needsDisplay, .subtreeNeedsDisplay]) {
            layer.markCommitWork([], ancestors: .subtreeNeedsDisplay)
        }
        if !layer.commitFlags.isDisjoint(with: [.needsLayout, .subtreeNeedsLayout]) {
            layer.markCommitWork([], ancestors: .subtreeNeedsLayout)
        }
        layer.damageSubtree()
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (at the top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(index ?? sublayerStorage.count))
    }

    /// Replaces the sublayer `old` with `new`.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = sublayerStorage.identityIndex(of: old) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        damageSubtree()
        parent.sublayerList.remove(self)
        parent.invalidateRenderInfo()
        superlayerStorage = nil
        forgetRoots()
    }

    // MARK: Display

    /// Work the commit still has to do for this layer and below it.
    #if !TANDEM_CHECKED_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    var commitFlags = LayerCommitFlags()
    /// Whether the last ``display()`` drew something: the next one then draws
    /// straight into a bitmap instead of recording first. Remembered per
    /// layer; it only chooses the cheaper path, both give the same pixels.
    var lastDisplayDrew = false

    /// Marks the contents for redrawing: ``display()`` runs in the display
    /// phase of the next commit (for layers in a window, once they are in
    /// the part of the window being redrawn).
    open func setNeedsDisplay() {
        markCommitWork(.needsDisplay, ancestors: .subtreeNeedsDisplay)
        if Commit.phase == .display { Commit.layerMarkedWhileDisplaying(self) }
        damageSelf()
    }

    /// Marks part of the contents for redrawing (Tandem redraws the whole layer's contents, and damages only `r`).
    open func setNeedsDisplay(_ r: CGRect) {
        markCommitWork(.needsDisplay, ancestors: .subtreeNeedsDisplay)
        if Commit.phase == .display { Commit.layerMarkedWhileDisplaying(self) }
        damage(r.intersection(bounds))
    }

    /// Whether the contents are marked for redrawing.
    open func needsDisplay() -> Bool { commitFlags.contains(.needsDisplay) }

    /// Runs ``display()`` now if the contents are marked for redrawing.
    open func displayIfNeeded() {
        if needsDisplay() { display() }
    }

    /// Fills ``contents``: the delegate's `display(_:)` when it sets them,
    /// otherwise a bitmap of the bounds drawn by ``draw(in:)``.
    ///
    /// Runs in the commit's display phase, never while the tree is rendered.
    /// Drawing that comes out empty leaves no bitmap: contents drawn before
    /// are cleared, contents set directly (an image view's image) are kept.
    open func display() { fillContents() }

    /// Draws the layer's contents as vectors into `context`, in place of the
    /// contents image, which would be drawn at `rect` and measures
    /// `imageSize` points. Returns false, having drawn nothing, when the
    /// contents can only be drawn as their image.
    ///
    /// The layer renderer asks only when drawing into a vector destination
    /// (``CGContext/isVectorContext``: a PDF) a layer whose contents are an
    /// image. The default draws what Tandem's own views drew in the last
    /// ``display()`` (text as glyphs, shapes as paths, gradients as
    /// gradients) when that was all the display drew; contents drawn by user
    /// code (`draw(_:)` overrides, a delegate's `draw(_:in:)`) or set directly
    /// (images) stay images. Subclasses that describe their contents may
    /// override it; it must never call user code.
    func drawVectorContents(in context: CGContext, rect: CGRect, imageSize: CGSize) -> Bool {
        guard let vectorContent else { return false }
        vectorContent.draw(in: context, rect: rect, imageSize: imageSize)
        return true
    }

    /// Draws content the layer describes rather than stores (shapes,
    /// gradients), every time the layer is drawn; nothing by default.
    func renderVectorContent(in context: CGContext) {}

    /// Draws the layer's contents in its own coordinates; by default asks the delegate.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    // MARK: Layout

    /// Marks the sublayers for layout: ``layoutSublayers()`` runs in the
    /// layout phase of the next commit. A view's layer is laid out by its
    /// view (`layoutSubviews`), so this marks the view.
    open func setNeedsLayout() {
        if isViewBacked, let view = delegate as? LayerContentProvider {
            view.layerNeedsLayout()
            return
        }
        markCommitWork(.needsLayout, ancestors: .subtreeNeedsLayout)
        if hasHostedRoot { Commit.schedule() }
    }

    /// Whether layout is pending (for a view's layer: the view's layout).
    open func needsLayout() -> Bool {
        if isViewBacked, let view = delegate as? LayerContentProvider { return view.layerLayoutIsPending }
        return commitFlags.contains(.needsLayout)
    }

    /// Lays out now if layout is pending: the layer, then its sublayers that
    /// are pending too (a view's layer lays out its view's tree).
    open func layoutIfNeeded() {
        if isViewBacked, let view = delegate as? LayerContentProvider {
            view.layoutLayerNow()
            return
        }
        LayerLayoutPass.run(from: self)
    }

    /// Lays out the sublayers; by default asks the delegate. Runs in the
    /// commit's layout phase after ``setNeedsLayout()`` or a bounds size change.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Sets `flag` here and `ancestors` on the way up, stopping at the first
    /// ancestor that has it already (everything above it has it too).
    func markCommitWork(_ flag: LayerCommitFlags, ancestors: LayerCommitFlags) {
        commitFlags.insert(flag)
        // A mask has no superlayer; the layer it masks leads to it.
        var node = superlayer ?? maskedLayer
        while let layer = node, !layer.commitFlags.contains(ancestors) {
            layer.commitFlags.insert(ancestors)
            node = layer.superlayer ?? layer.maskedLayer
        }
    }

    // MARK: Coordinates

    /// The root remembered by ``rootLayer``; nil when unknown (and for roots).
    /// Whenever a layer remembers its root, so do its ancestors. Held
    /// without a reference count (not `weak`, which would give the root a
    /// side table): the root is an ancestor, and a layer that leaves it, or
    /// whose ancestor goes, forgets it (`forgetRoots`).
    nonisolated(unsafe) unowned(unsafe) var cachedRoot: CALayer?

    /// Forgets the remembered root of this layer and its sublayers (they
    /// moved, or their ancestor goes). Not isolated: `deinit` calls it, and
    /// touches only what is not isolated for `deinit`'s sake.
    nonisolated private func forgetRoots() {
        // A root remembers nothing itself, but its sublayers may remember it.
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            layer.cachedRoot = nil
            for sublayer in layer.sublayerList.ordered() where sublayer.cachedRoot != nil { stack.append(sublayer) }
        }
    }

    /// Converts a point from this layer's coordinates to `layer`'s (same tree).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let toRoot = transform(toAncestor: nil)
        let otherToRoot = layer?.transform(toAncestor: nil) ?? .identity
        return point.applying(toRoot).applying(otherToRoot.inverted())
    }

    /// Converts a point from `layer`'s coordinates to this layer's.
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).convert(point, to: self)
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s (the bounding box when rotated).
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        let toRoot = transform(toAncestor: nil)
        let otherToRoot = layer?.transform(toAncestor: nil) ?? .identity
        return rect.applying(toRoot.concatenating(otherToRoot.inverted()))
    }

    /// Converts a rectangle from `layer`'s coordinates to this layer's.
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        (layer ?? rootLayer).convert(rect, to: self)
    }

    // MARK: Damage

    /// The area this layer alone draws, in its own coordinates: bounds, plus the shadow.
    var ownDrawnRect: CGRect {
        if let spread = effects?.pixelFilters.reduce(0, { $0 + $1.outset }), spread > 0 {
            return bounds.insetBy(dx: -spread, dy: -spread)
        }
        guard hasShadow, let effects else { return bounds }
        let base = effects.shadowPath?.boundingBox ?? bounds
        let blur = effects.shadowRadius * 2 + 2
        return base.union(base.offsetBy(dx: effects.shadowOffset.width, dy: effects.shadowOffset.height))
            .insetBy(dx: -blur, dy: -blur)
    }
}
