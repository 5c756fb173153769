public import Foundation
import TandemGraphics
import TandemSupport

/// A row of segments, one of which is selected.
///
/// Tapping a segment selects it and sends `.valueChanged`; setting
/// ``selectedSegmentIndex`` in code sends nothing. A momentary control
/// highlights the tapped segment only while it is pressed. Main actor only.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// To UI automation, a segmented control: a button per segment, the selected one selected.
    package override var accessibilityDefaults: AccessibilityDefaults {
        var defaults = super.accessibilityDefaults
        defaults.role = .segmentedControl
        return defaults
    }

    /// Unless set, one element per segment.
    open override var accessibilityElements: [Any]? {
        get { super.accessibilityElements ?? accessibilityParts.elements(of: self, count: numberOfSegments) }
        set { super.accessibilityElements = newValue }
    }
    private let accessibilityParts = AccessibilityParts()

    /// The index meaning "no segment".
    public static let noSegment = -1

    /// The selected segment, or ``noSegment``; out-of-range values are reported and ignored.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            guard newValue == Self.noSegment || titles.indices.contains(newValue) else {
                Diagnostics.report(
                    "UISegmentedControl", "segment index \(newValue) is out of range 0..<\(titles.count); ignored")
                return
            }
            selected = newValue
            refresh()
        }
    }
    /// The number of segments.
    open var numberOfSegments: Int { titles.count }
    /// Whether a tapped segment stays selected (false) or only while pressed (true).
    open var isMomentary = false
    /// The selected segment's color; a light background when nil.
    open var selectedSegmentTintColor: UIColor? { didSet { refresh() } }

    private var titles: [String] = []
    private var disabled: Set<Int> = []
    private var selected = noSegment
    private var pressed: Int?

    /// Creates a control with a segment per item (strings; other items become empty segments).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { ($0 as? String) ?? "" }
        bounds.size = intrinsicContentSize
    }

    /// Creates an empty control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        finishInit()
    }

    /// Segmented controls are not archived on Linux; this makes an empty control.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        finishInit()
    }

    /// The selected segment's raised background, a view so that it can slide.
    private let thumb = UIView()
    /// The titles and separators, over the thumb.
    private lazy var titlesView = SegmentedControlTitlesView(control: self)

    private func finishInit() {
        contentMode = .redraw
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = 7
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(thumb)
        addSubview(titlesView)
    }

    /// Inserts a segment titled `title` at `segment` (clamped to the count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), titles.count)
        titles.insert(title ?? "", at: index)
        if selected >= index { selected += 1 }
        segmentsDidChange()
    }

    /// Removes the segment at `segment` (out of range: ignored).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles = []
        selected = Self.noSegment
        segmentsDidChange()
    }

    /// Sets a segment's title.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        segmentsDidChange()
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    /// Enables or disables a segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if enabled { disabled.remove(segment) } else { disabled.insert(segment) }
        refresh()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { !disabled.contains(segment) }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        refresh()
    }

    /// Draws the track and titles again and places the thumb.
    private func refresh() {
        setNeedsDisplay()
        titlesView.setNeedsDisplay()
        setNeedsLayout()
    }

    /// What the titles view draws: the titles, which are enabled, the selected one, the font.
    var segmentTitles: [String] { titles }
    func isSegmentEnabled(_ index: Int) -> Bool { isEnabled && !disabled.contains(index) }
    var selectedIndex: Int { selected }
    var titleFont: UIFont { font }

    /// The segment the thumb sits under: the selected one (the pressed one
    /// while a momentary control is pressed); nil for none.
    private var thumbIndex: Int? {
        let index = isMomentary ? pressed : selected
        guard let index, titles.indices.contains(index) else { return nil }
        return index
    }

    /// The thumb's frame for segment `index`.
    private func thumbFrame(_ index: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(1, titles.count))
        return CGRect(x: CGFloat(index) * width + 2, y: 2, width: width - 4, height: bounds.height - 4)
    }

    /// Places the thumb under the selected segment and the titles over it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titlesView.frame = bounds
        thumb.backgroundColor = selectedSegmentTintColor ?? .systemBackground
        guard let index = thumbIndex else {
            thumb.isHidden = true
            return
        }
        if thumb.isHidden {
            // Appearing: where it goes, not sliding from where it last was.
            UIView.performWithoutAnimation { thumb.frame = thumbFrame(index) }
            thumb.isHidden = false
        }
        thumb.frame = thumbFrame(index)
    }

    private let font = UIFont.systemFont(ofSize: 13)

    /// Each segment as wide as the widest title plus padding; 32 points tall.
    open override var intrinsicContentSize: CGSize {
        let widest = titles.map { ($0 as NSString).size(withAttributes: [.font: font]).width }.max() ?? 0
        return CGSize(width: (widest.rounded(.up) + 24) * CGFloat(max(1, titles.count)), height: 32)
    }

    private func segment(at point: CGPoint) -> Int? {
        guard !titles.isEmpty, bounds.contains(point) else { return nil }
        return min(titles.count - 1, Int(point.x / (bounds.width / CGFloat(titles.count))))
    }

    /// Presses the segment under the finger.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressed = segment(at: touch.location(in: self)).flatMap { disabled.contains($0) ? nil : $0 }
        refresh()
        return pressed != nil
    }

    /// Selects the pressed segment when the finger lifts on it.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            pressed = nil
            refresh()
        }
        guard let touch, let index = pressed, segment(at: touch.location(in: self)) == index else { return }
        choose(segment: index)
    }

    /// What a tap on segment `index` does: selects it (unless momentary)
    /// and sends `.valueChanged` if that changed anything.
    func choose(segment index: Int) {
        if isMomentary {
            sendActions(for: .valueChanged)
        } else if index != selected {
            selected = index
            refresh()
            // As on iOS, a tapped selection slides the thumb over (code that sets the index moves it at once).
            if window != nil, !thumb.isHidden {
                UIView.animate(
                    withDuration: Self.thumbSlideDuration, delay: 0,
                    options: [.curveEaseInOut, .beginFromCurrentState],
                    animations: { self.layoutIfNeeded() })
            }
            sendActions(for: .valueChanged)
        }
    }

    /// How long the thumb takes to slide to a tapped segment.
    static let thumbSlideDuration: TimeInterval = 0.3

    /// Draws the track, and under a pressed segment that is not selected a darker fill.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !titles.isEmpty else { return }
        let radius: CGFloat = 8
        context.setFillColor(UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).cgColor)
        context.addPath(CGPath(roundedRect: bounds, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.fillPath()
        if !isMomentary, let index = pressed, index != selected {
            context.setFillColor(UIColor.tertiarySystemFill.resolvedColor(with: traitCollection).cgColor)
            context.addPath(
                CGPath(
                    roundedRect: thumbFrame(index), cornerWidth: radius - 1, cornerHeight: radius - 1, transform: nil))
            context.fillPath()
        }
    }
}
