package dev.objectid.clinic;

/**
 * The search form of the pet list, bound from request parameters ({@code /pets?ownerId=...}).
 *
 * @param ownerId only this owner's pets; all pets when the parameter is empty
 */
public record PetSearch(OwnerId ownerId) {}
