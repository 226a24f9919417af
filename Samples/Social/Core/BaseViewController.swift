//
//  BaseViewController.swift
//  Social
//

import UIKit

class BaseViewController: UIViewController {

    let transitionsController = TransitionsController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        transitioningDelegate = transitionsController
    }
}

final class TransitionsController: NSObject, UIViewControllerTransitioningDelegate {

    var presentationAnimator: PresentationAnimator?
    var dismissalAnimator: UIViewControllerAnimatedTransitioning?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presentationAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissalAnimator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        presentationAnimator?.interactiveTransitioning
    }
}

protocol PresentationAnimator: UIViewControllerAnimatedTransitioning {
    var interactiveTransitioning: UIViewControllerInteractiveTransitioning? { get set }
}

protocol GestureInteractionControllerProtocol: UIViewControllerInteractiveTransitioning {
    var isInteractionInProgress: Bool { get }
}
