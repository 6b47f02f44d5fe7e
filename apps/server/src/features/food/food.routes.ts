/**
 * Gourmet food routes under /api/v1: `GET /foods`, `GET /foods/:id`, `GET /restaurants`,
 * `GET /restaurants/:id`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogIdParamsSchema } from '@dali/shared/contracts/catalog-common';
import {
  FoodDetailResponseSchema,
  ListFoodsQuerySchema,
  ListFoodsResponseSchema,
  ListRestaurantsQuerySchema,
  ListRestaurantsResponseSchema,
  RestaurantDetailResponseSchema,
} from '@dali/shared/contracts/food';
import { ErrorBodySchema } from '@dali/shared/errors';
import { ok } from '../../lib/envelope.js';
import { presentFood, presentFoodDetail, presentRestaurant, presentRestaurantDetail } from './food.presenter.js';
import type { FoodService } from './food.service.js';

const ERROR_RESPONSES = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * Registers `GET /foods`, `GET /foods/:id`, `GET /restaurants` and `GET /restaurants/:id` (spec §2
 * `/gourmetFood`, §3 Food); an unknown id answers 404 NOT_FOUND.
 */
export const foodRoutes: FastifyPluginAsyncZod<{ foodService: FoodService }> = async (app, { foodService }) => {
  app.get(
    '/foods',
    { schema: { tags: ['food'], summary: 'List dishes by category and name', querystring: ListFoodsQuerySchema, response: { 200: ListFoodsResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const page = await foodService.listFoods(request.query);
      return ok(request.locale, { ...page, items: page.items.map(presentFood) });
    },
  );
  app.get(
    '/foods/:id',
    { schema: { tags: ['food'], summary: 'One dish and the restaurants known for it', params: CatalogIdParamsSchema, response: { 200: FoodDetailResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { food, restaurants } = await foodService.getFood(request.params.id);
      return ok(request.locale, presentFoodDetail(food, restaurants));
    },
  );
  app.get(
    '/restaurants',
    {
      schema: {
        tags: ['food'],
        summary: 'List restaurants by town and name, with open status (Asia/Shanghai)',
        querystring: ListRestaurantsQuerySchema,
        response: { 200: ListRestaurantsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const page = await foodService.listRestaurants(request.query);
      return ok(request.locale, { ...page, items: page.items.map((item) => presentRestaurant(item.row, item.openStatus)) });
    },
  );
  app.get(
    '/restaurants/:id',
    {
      schema: {
        tags: ['food'],
        summary: 'One restaurant: address, hours, dishes',
        params: CatalogIdParamsSchema,
        response: { 200: RestaurantDetailResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { restaurant, dishes, openStatus } = await foodService.getRestaurant(request.params.id);
      return ok(request.locale, presentRestaurantDetail(restaurant, dishes, openStatus));
    },
  );
};
