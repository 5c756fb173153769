public import Foundation
import TandemUIKit

/// How a representable's size was chosen for one proposal: what was
/// proposed, whether `sizeThatFits(_:uiView:context:)` answered, and, for
/// the default sizing, the view's intrinsic size and priorities and the
/// minimum, ideal and maximum they give on each axis (spec item 9).
///
/// Recorded by a ``RepresentableTrace`` whose ``RepresentableTrace/includesSizing``
/// is set. ``warnings`` flags the two results that are usually bugs: a
/// length beyond a finite proposal, and 0 for an unspecified one (a
/// `UITextView` with no height in a `ScrollView`, spec item 46).
public struct RepresentableSizingExplanation: Hashable, Sendable, CustomStringConvertible {
    /// How one axis was sized.
    public struct Axis: Hashable, Sendable {
        /// The proposed length (`nil`: unspecified, the ideal is asked for).
        public var proposed: CGFloat?
        /// The view's intrinsic length (`nil`: `UIView.noIntrinsicMetric`).
        public var intrinsic: CGFloat?
        /// The view's content hugging priority on this axis.
        public var hugging: Float
        /// The view's compression resistance priority on this axis.
        public var compressionResistance: Float
        /// The least length the default sizing gives: the intrinsic length
        /// when compression resistance is at least 750, else 0.
        public var minimum: CGFloat
        /// The length chosen for an unspecified proposal: the intrinsic length, or 0.
        public var ideal: CGFloat
        /// The greatest length: the intrinsic length when hugging is at least 750, else infinity.
        public var maximum: CGFloat
        /// The length chosen.
        public var result: CGFloat
    }

    /// The proposal.
    public var proposal: ProposedViewSize
    /// Whether the representable's `sizeThatFits` returned a size (then the
    /// axes' minimum, ideal and maximum are what the default would have given).
    public var sizeThatFitsAnswered: Bool
    /// Whether the default size came from the per-proposal cache (kept until
    /// the view invalidates its intrinsic size or is updated).
    public var cached: Bool
    /// The horizontal axis.
    public var width: Axis
    /// The vertical axis.
    public var height: Axis
    /// The size chosen.
    public var result: CGSize
    /// Results that are usually mistakes, in words.
    public var warnings: [String]

    /// One line: "proposal (300.0, nil) → (300.0, 0.0) by default; width:
    /// intrinsic none, min 0 ideal 0 max ∞; height: ...; warnings: ...".
    public var description: String {
        func length(_ value: CGFloat?) -> String {
            guard let value else { return "nil" }
            return value == .infinity ? "∞" : "\(value)"
        }
        func axis(_ name: String, _ axis: Axis) -> String {
            "\(name): intrinsic \(axis.intrinsic.map { "\($0)" } ?? "none"), hugging \(axis.hugging), "
                + "compression \(axis.compressionResistance), min \(length(axis.minimum)) ideal \(length(axis.ideal)) "
                + "max \(length(axis.maximum))"
        }
        var line =
            "proposal (\(length(proposal.width)), \(length(proposal.height))) → (\(result.width), \(result.height)) "
        line += sizeThatFitsAnswered ? "by sizeThatFits" : (cached ? "by default (cached)" : "by default")
        line += "; " + axis("width", width) + "; " + axis("height", height)
        if !warnings.isEmpty { line += "; warnings: " + warnings.joined(separator: "; ") }
        return line
    }

    /// The default sizing of `view` for `proposal` on both axes, with `chosen`
    /// (from `sizeThatFits`) as the result when it answered.
    @MainActor
    static func explain(_ view: UIView, proposal: ProposedViewSize, chosen: CGSize?, cached: Bool) -> Self {
        let intrinsic = view.intrinsicContentSize
        let width = axis(proposal.width, intrinsic: intrinsic.width, view: view, axis: .horizontal)
        let height = axis(proposal.height, intrinsic: intrinsic.height, view: view, axis: .vertical)
        var explanation = RepresentableSizingExplanation(
            proposal: proposal, sizeThatFitsAnswered: chosen != nil, cached: cached, width: width, height: height,
            result: chosen ?? CGSize(width: width.result, height: height.result), warnings: [])
        if let chosen {
            explanation.width.result = chosen.width
            explanation.height.result = chosen.height
        }
        explanation.warnings = warnings(for: explanation)
        return explanation
    }

    /// SwiftUI's default sizing of a UIKit view on one axis: without an
    /// intrinsic length it is flexible from 0 (ideal 0); with one, that is
    /// the ideal, and the view will not shrink below it when its compression
    /// resistance is at least 750, nor grow beyond it when its hugging is.
    /// The proposal (the ideal where unspecified) is clamped to that range.
    @MainActor
    static func axis(_ proposed: CGFloat?, intrinsic: CGFloat, view: UIView, axis: NSLayoutConstraint.Axis) -> Axis {
        let hugging = view.contentHuggingPriority(for: axis)
        let compression = view.contentCompressionResistancePriority(for: axis)
        guard intrinsic != UIView.noIntrinsicMetric, intrinsic.isFinite else {
            return Axis(
                proposed: proposed, intrinsic: nil, hugging: hugging.rawValue,
                compressionResistance: compression.rawValue,
                minimum: 0, ideal: 0, maximum: .infinity, result: max(0, proposed ?? 0))
        }
        let ideal = max(0, intrinsic)
        let minimum = compression >= .defaultHigh ? ideal : 0
        let maximum = hugging >= .defaultHigh ? ideal : .infinity
        return Axis(
            proposed: proposed, intrinsic: intrinsic, hugging: hugging.rawValue,
            compressionResistance: compression.rawValue,
            minimum: minimum, ideal: ideal, maximum: maximum, result: min(max(proposed ?? ideal, minimum), maximum))
    }

    private static func warnings(for explanation: Self) -> [String] {
        var warnings: [String] = []
        for (name, axis) in [("width", explanation.width), ("height", explanation.height)] {
            if let proposed = axis.proposed, proposed.isFinite, axis.result > proposed + 0.5 {
                warnings.append("the \(name) \(axis.result) exceeds the proposed \(proposed)")
            }
            if axis.proposed == nil, axis.result == 0 {
                warnings.append(
                    "the \(name) is 0 for an unspecified proposal (no intrinsic \(name) and no sizeThatFits answer: "
                        + "it will not show in a ScrollView or with fixedSize)")
            }
        }
        return warnings
    }
}
