//
//  TagsInteractor.swift
//  Notes
//
//  Created from the VIPER module template.
//

import Foundation

protocol TagsPresenterToInteractor: AnyObject {}

final class TagsInteractor: Interactable {

    typealias Presenter = TagsInteractorToPresenter

    weak var presenter: Presenter?
}

extension TagsInteractor: TagsPresenterToInteractor {}
