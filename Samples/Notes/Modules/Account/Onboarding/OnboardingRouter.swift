//
//  OnboardingRouter.swift
//  Notes
//

import UIKit

protocol OnboardingPresenterToRouter: AnyObject {
    func finishOnboarding()
}

final class OnboardingRouter: Routable {

    typealias View = OnboardingView
    typealias Presenter = OnboardingPresenter
    typealias Interactor = OnboardingInteractor
    typealias Router = OnboardingRouter

    weak var view: View?

    static func createModule(view: View, presenter: Presenter, interactor: Interactor, router: Router) -> View {
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.view = view
        return view
    }
}

extension OnboardingRouter: OnboardingPresenterToRouter {

    func finishOnboarding() {
        guard let window = view?.view.window else { return }
        window.rootViewController = UINavigationController(rootViewController: NotesListRouter.module())
        UIView.transition(with: window, duration: 0.25, options: .transitionCrossDissolve, animations: nil)
    }
}
