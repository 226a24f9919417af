//
//  OnboardingInteractor.swift
//  Notes
//

import Foundation

protocol OnboardingPresenterToInteractor: AnyObject {
    func markCompleted()
}

final class OnboardingInteractor: Interactable, OnboardingPresenterToInteractor {

    typealias Presenter = OnboardingInteractorToPresenter

    weak var presenter: Presenter?

    func markCompleted() {
        UserDefaults.standard.set(true, forKey: "onboarding.completed")
    }
}
