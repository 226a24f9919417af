//
//  Animations.swift
//  Social
//

import UIKit

final class SlideInAnimationController: NSObject, PresentationAnimator {
    var interactiveTransitioning: UIViewControllerInteractiveTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.frame = container.bounds
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class SlideOutAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = fromView.frame.offsetBy(dx: fromView.bounds.width, dy: 0)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class EdgeSwipeInteractionController: UIPercentDrivenInteractiveTransition, GestureInteractionControllerProtocol {
    private(set) var isInteractionInProgress = false
    private let onBegin: (GestureInteractionControllerProtocol) -> Void

    init(attachedTo viewController: UIViewController, onBegin: @escaping (GestureInteractionControllerProtocol) -> Void) {
        self.onBegin = onBegin
        super.init()
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handle(_:)))
        gesture.edges = .right
        viewController.view.addGestureRecognizer(gesture)
    }

    @objc private func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let progress = max(0, min(1, -gesture.translation(in: gesture.view).x / (gesture.view?.bounds.width ?? 1)))
        switch gesture.state {
        case .began:
            isInteractionInProgress = true
            onBegin(self)
        case .changed:
            update(progress)
        default:
            isInteractionInProgress = false
            progress > 0.5 ? finish() : cancel()
        }
    }
}

extension UILabel {
    static func centered(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        return label
    }
}
