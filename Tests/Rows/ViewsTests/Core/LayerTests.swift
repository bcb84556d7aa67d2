import Testing
@testable import Views

@Test func everyViewHasItsOwnLayerWithItAsDelegate() {
    let a = View(), b = Label()
    #expect(a.layer !== b.layer)
    #expect(a.layer.delegate === a)
    #expect(b.layer.delegate === b)
}

@Test func viewPropertiesAreForwardedToTheLayer() {
    let view = View(frame: Rect(x: 5, y: 0, width: 60, height: 20))
    #expect(view.layer.frame == Rect(x: 5, y: 0, width: 60, height: 20))
    #expect(view.layer.position == Point(x: 35, y: 10))
    #expect(view.center == Point(x: 35, y: 10))
    #expect(view.bounds == Rect(x: 0, y: 0, width: 60, height: 20))
    view.backgroundColor = .white
    view.isHidden = true
    view.alpha = 0.25
    view.clipsToBounds = true
    view.isOpaque = false
    #expect(view.layer.backgroundColor == .white)
    #expect(view.layer.isHidden)
    #expect(view.layer.opacity == 0.25)
    #expect(view.layer.masksToBounds)
    #expect(!view.layer.isOpaque)
    view.layer.position = Point(x: 100, y: 50)
    #expect(view.frame == Rect(x: 70, y: 40, width: 60, height: 20))
}

/// UIView's defaults for a plain view: opaque; a label is not (Interface Builder's label defaults).
@Test func layerDefaultsFollowTheViewClass() {
    #expect(View().layer.isOpaque)
    #expect(!Label().layer.isOpaque)
    #expect(Label().layer.masksToBounds)
}

/// A frame that does not survive `(x + w/2) - w/2` in floating point still reads back exactly.
@Test func framesRoundTripExactly() {
    let awkward = Rect(x: 0.1, y: 16.333333333333332, width: 37.7, height: 1e-3)
    #expect(View(frame: awkward).frame == awkward)
}

@Test func layerTreeFollowsTheViewTree() {
    let a = View(), b = View(), child = View(), other = View()
    a.addSubview(child)
    a.addSubview(other)
    #expect(a.layer.sublayers.map { $0 === child.layer } == [true, false])
    #expect(child.layer.superlayer === a.layer)
    b.addSubview(child)
    #expect(a.layer.sublayers.count == 1 && a.layer.sublayers[0] === other.layer)
    #expect(child.layer.superlayer === b.layer)
    child.removeFromSuperview()
    #expect(child.layer.superlayer == nil)
    #expect(b.layer.sublayers.isEmpty)
}
