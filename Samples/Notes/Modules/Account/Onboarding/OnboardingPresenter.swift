//
//  OnboardingPresenter.swift
//  Notes
//

import Foundation

protocol OnboardingViewToPresenter: AnyObject {
    func didTapContinue(page: Int)
}

protocol OnboardingInteractorToPresenter: AnyObject {}

final class OnboardingPresenter: Presentable {

    typealias View = OnboardingPresenterToView
    typealias Interactor = OnboardingPresenterToInteractor
    typealias Router = OnboardingPresenterToRouter

    weak var view: View?
    var interactor: Interactor?
    var router: Router?

    private let pages = ["Write it down", "Organize in folders", "Share anywhere"]
}

extension OnboardingPresenter: OnboardingViewToPresenter, OnboardingInteractorToPresenter {

    func didTapContinue(page: Int) {
        if page + 1 < pages.count {
            view?.showPage(page + 1, title: pages[page + 1])
        } else {
            interactor?.markCompleted()
            router?.finishOnboarding()
        }
    }
}
