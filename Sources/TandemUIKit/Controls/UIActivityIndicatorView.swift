public import Foundation
import TandemGraphics

/// A spinner that shows that work is in progress.
///
/// While animating and in a shown window it turns, driven by a timer on the
/// run loop; stopped, hidden or out of a window it costs nothing. With
/// ``hidesWhenStopped`` (the default) a stopped spinner is hidden. Main actor only.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// An activity indicator says whether it is in progress.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.isElement = true
        defaults.label = isAnimating ? "In progress" : "Progress halted"
        defaults.traits.insert(.updatesFrequently)
        defaults.role = .activityIndicator
        return defaults
    }

    /// The spinner's size and color scheme, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Large, white (before iOS 13).
        case whiteLarge = 0
        /// White (before iOS 13).
        case white = 1
        /// Gray (before iOS 13).
        case gray = 2
        /// The standard size, in the label color.
        case medium = 100
        /// The large size, in the label color.
        case large = 101
    }

    /// The size and scheme.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The spokes' color; the style's when nil.
    open var color: UIColor! {
        get { storedColor ?? defaultColor }
        set {
            storedColor = newValue
            setNeedsDisplay()
        }
    }
    /// Whether a stopped spinner is hidden; true by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating, hidesWhenStopped { isHidden = true } }
    }
    /// Whether the spinner turns.
    open private(set) var isAnimating = false

    private var storedColor: UIColor?
    /// Which spoke is brightest.
    private(set) var phase = 0
    private var timer: Timer?
    static let spokes = 8
    /// Steps a second while turning.
    static let frameRate: Double = 12

    /// Creates a spinner of `style`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Creates a spinner, hidden until it starts.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
    }

    /// Spinners are not archived on Linux; this makes a stopped spinner.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    private var defaultColor: UIColor {
        switch style {
        case .white, .whiteLarge: .white
        case .gray: .gray
        case .medium, .large: .secondaryLabel
        }
    }

    private var diameter: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

    /// The spinner's size: 20 points, 37 when large.
    open override var intrinsicContentSize: CGSize { CGSize(width: diameter, height: diameter) }

    /// As in UIKit, a spinner hugs its size (750 on both axes): a wrapping
    /// `UIViewRepresentable` is as large as the spinner, not the space offered.
    override var defaultHugging: (horizontal: Float, vertical: Float) { (750, 750) }

    /// Starts turning (and shows the spinner).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        updateTimer()
    }

    /// Stops turning (and hides the spinner when ``hidesWhenStopped``).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
        updateTimer()
    }

    /// Hiding or showing starts or stops the timer.
    open override var isHidden: Bool {
        didSet { updateTimer() }
    }

    /// Entering or leaving a window starts or stops the timer.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTimer()
    }

    /// Runs the timer only while the spinner turns where it can be seen.
    private func updateTimer() {
        let shouldRun = isAnimating && !isHidden && window != nil
        if shouldRun, timer == nil {
            let timer = Timer(timeInterval: 1 / Self.frameRate, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.step() }
            }
            RunLoop.current.add(timer, forMode: .common)
            self.timer = timer
        } else if !shouldRun {
            timer?.invalidate()
            timer = nil
        }
    }

    /// Whether a timer drives the spinner now (tests check that a stopped one costs nothing).
    package var isTicking: Bool { timer != nil }

    /// Advances one spoke.
    package func step() {
        phase = (phase + 1) % Self.spokes
        setNeedsDisplay()
    }

    /// Draws the spokes, the brightest at the current phase and fading behind it.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height, diameter) / 2
        let length = radius * 0.45
        let width = max(2, radius * 0.18)
        let base = color.resolvedColor(with: traitCollection)
        for spoke in 0..<Self.spokes {
            let age = (phase - spoke + Self.spokes) % Self.spokes
            context.saveGState()
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: CGFloat(spoke) * 2 * .pi / CGFloat(Self.spokes))
            context.setFillColor(base.withAlphaComponent(1 - CGFloat(age) / CGFloat(Self.spokes) * 0.85).cgColor)
            let bar = CGRect(x: -width / 2, y: -radius, width: width, height: length)
            context.addPath(CGPath(roundedRect: bar, cornerWidth: width / 2, cornerHeight: width / 2, transform: nil))
            context.fillPath()
            context.restoreGState()
        }
    }
}
