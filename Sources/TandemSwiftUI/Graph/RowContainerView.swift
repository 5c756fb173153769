import TandemUIKit

/// The container view of a list's row (``ViewNode/updateRowContainer()``):
/// the row's UIKit views are its subviews, and the row moves by moving it.
/// It has no effect of its own: it draws nothing, clips nothing, and
/// touches on it that miss the row's views pass on (``EffectView``).
final class RowContainerView: EffectView {}
