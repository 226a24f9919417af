//
//  WelcomePresenter.swift
//  Social
//

import Foundation

final class WelcomePresenter {

    private weak var view: WelcomeViewProtocol?
    private let router: WelcomeRouterProtocol

    init(view: WelcomeViewProtocol, router: WelcomeRouterProtocol) {
        self.view = view
        self.router = router
    }

    func viewDidLoad() {
        view?.showSlides(["Share moments", "Follow friends", "Tip creators"])
    }

    func didTapSignIn() {
        router.routeToSignIn()
    }

    func didTapCreateAccount(referralLink: URL?) {
        let code = referralLink.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "ref" }?.value }
        router.routeToSignUp(referralCode: code)
    }
}
